// Deno only: what every edge function's index.ts does around its tested handler.
import { createClient } from 'npm:@supabase/supabase-js@2'
import { json } from './json.ts'
import { serviceClientFrom } from './service-client.ts'
import type { Unconfigured } from './settings.ts'
import { siteSecretFrom } from './site-secret.ts'

/** How a function reads its environment. */
export const env = (name: string) => Deno.env.get(name)

/** The function's log: a line on standard error, under its name. */
export const functionLog = (name: string) => (message: string) => console.error(`${name}:`, message)

/**
 * The service-role client the function's SQL calls go through, with the
 * project's secret key (SUPABASE_SECRET_KEYS, else the legacy
 * SUPABASE_SERVICE_ROLE_KEY; Supabase provides them), or what is missing.
 */
export const serviceClient = (log: (message: string) => void) =>
  serviceClientFrom(env, (url, key) => createClient(url, key, { auth: { persistSession: false } }), log)

/**
 * Serves `handle`, given the function's own SITE_SHARED_SECRET (or why it has
 * none); an error it throws is logged under the function's name and answered
 * with a plain 500.
 */
export function serve(
  name: string,
  handle: (request: Request, siteSecret: string | Unconfigured) => Promise<Response>,
) {
  Deno.serve(async (request) => {
    try {
      return await handle(request, siteSecretFrom(env))
    } catch (error) {
      console.error(`${name} failed`, error)
      return json(500, { error: 'internal_error' })
    }
  })
}
