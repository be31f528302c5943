import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { DataError } from '@/lib/data/types'
import { SITE_SECRET_HEADER } from '@/supabase/functions/_shared/site-secret'

type InvokeOptions = { method?: 'GET' | 'POST'; body?: Record<string, unknown>; timeout?: number }

/**
 * Calls one of our edge functions with the site's shared secret, which they
 * require of every caller; throws with the function's status and error body.
 */
export async function invokeSiteFunction(
  client: SupabaseClient,
  siteSecret: string,
  name: string,
  options: InvokeOptions,
): Promise<unknown> {
  const { data, error } = await client.functions.invoke(name, {
    ...options,
    headers: { [SITE_SECRET_HEADER]: siteSecret },
  })
  if (error) throw new DataError(`${name} failed: ${await describe(error)}`, { cause: error })
  return data
}

/** An edge function's failure for the log: its status and error body (e.g. '401 {"error":"unauthorized"}'). */
async function describe(error: Error): Promise<string> {
  if (!(error instanceof FunctionsHttpError)) return error.message
  const response = error.context as Response
  const body = await response.text().catch(() => '')
  return `${response.status} ${body.slice(0, 300)}`.trim()
}
