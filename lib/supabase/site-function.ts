import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { DataError } from '@/lib/data/types'
import { SERVICE_KEY_MISSING } from '@/supabase/functions/_shared/service-client'
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
  if (error) throw new DataError(`${name} failed: ${await describe(name, error)}`, { cause: error })
  return data
}

/**
 * An edge function's failure for the log: its status and error body (e.g.
 * '401 {"error":"unauthorized"}'), and for a function that is not configured,
 * what to set.
 */
async function describe(name: string, error: Error): Promise<string> {
  if (!(error instanceof FunctionsHttpError)) return error.message
  const response = error.context as Response
  const body = await response.text().catch(() => '')
  const answer = `${response.status} ${body.slice(0, 300)}`.trim()
  const hint = notConfiguredHint(name, body)
  return hint ? `${answer}. ${hint}` : answer
}

function notConfiguredHint(name: string, body: string): string | null {
  let answer: { error?: unknown; missing?: unknown }
  try {
    answer = JSON.parse(body)
  } catch {
    return null
  }
  if (answer?.error !== 'not_configured') return null
  if (answer.missing === SERVICE_KEY_MISSING)
    return (
      `The function ${name} has no secret key: create one in the Supabase project's API Keys settings ` +
      '(Supabase gives it to the functions as SUPABASE_SECRET_KEYS; a project on legacy keys gives SUPABASE_SERVICE_ROLE_KEY)'
    )
  return (
    `The function ${name} lacks one of its secrets: set SITE_SHARED_SECRET (the site's, 32+ characters) and its own ` +
    'with `supabase secrets set` (see its index.ts)'
  )
}
