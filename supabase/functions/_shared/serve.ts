// Deno only: what every edge function's index.ts does around its tested handler.
import { createClient } from 'npm:@supabase/supabase-js@2'
import { json } from './json.ts'
import { serviceClientFrom } from './service-client.ts'
import { siteSecretFrom } from './site-secret.ts'

/**
 * The service-role client the function's SQL calls go through, with the
 * project's secret key (SUPABASE_SECRET_KEYS, else the legacy
 * SUPABASE_SERVICE_ROLE_KEY; Supabase provides them); null without either.
 */
export const serviceClient = () =>
  serviceClientFrom(
    (name) => Deno.env.get(name),
    (url, key) => createClient(url, key, { auth: { persistSession: false } }),
  )

/**
 * Serves `handle`, given the function's own SITE_SHARED_SECRET; an error it
 * throws is logged under the function's name and answered with a plain 500.
 */
export function serve(
  name: string,
  handle: (request: Request, siteSecret: string | null) => Promise<Response>,
) {
  Deno.serve(async (request) => {
    try {
      return await handle(request, siteSecretFrom(Deno.env.get('SITE_SHARED_SECRET')))
    } catch (error) {
      console.error(`${name} failed`, error)
      return json(500, { error: 'internal_error' })
    }
  })
}
