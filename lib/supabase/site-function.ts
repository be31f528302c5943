import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { DataError } from '@/lib/data/types'
import { SERVICE_KEY_MISSING } from '@/supabase/functions/_shared/service-client'
import { SITE_SECRET_HEADER } from '@/supabase/functions/_shared/site-secret'

type InvokeOptions = { method?: 'GET' | 'POST'; body?: Record<string, unknown>; timeout?: number }

/** An edge function's failure: its HTTP status and JSON answer when it gave one (null when it was unreachable). */
export class SiteFunctionError extends DataError {
  constructor(
    message: string,
    readonly status: number | null,
    readonly answer: Record<string, unknown> | null,
    options: { cause: unknown },
  ) {
    super(message, options)
    this.name = 'SiteFunctionError'
  }
}

/**
 * Calls one of our edge functions with the site's shared secret, which they
 * require of every caller; throws a SiteFunctionError with the function's
 * status and answer.
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
  if (!error) return data
  if (!(error instanceof FunctionsHttpError))
    throw new SiteFunctionError(`${name} failed: ${error.message}`, null, null, { cause: error })
  const response = error.context as Response
  const body = await response.text().catch(() => '')
  const answer = jsonObject(body)
  throw new SiteFunctionError(
    `${name} failed: ${describe(name, response.status, body, answer)}`,
    response.status,
    answer,
    {
      cause: error,
    },
  )
}

function jsonObject(body: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(body)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * An edge function's failure for the log: its status and error body (e.g.
 * '401 {"error":"unauthorized"}'), and for a function that is not configured
 * or whose e-mail key is refused, what to set.
 */
function describe(
  name: string,
  status: number,
  body: string,
  answer: Record<string, unknown> | null,
): string {
  const text = `${status} ${body.slice(0, 300)}`.trim()
  const hint = hintFor(name, answer)
  return hint ? `${text}. ${hint}` : text
}

function hintFor(name: string, answer: Record<string, unknown> | null): string | null {
  if (answer?.error === 'email_api_refused')
    return (
      `The e-mail API refused the function ${name}'s EMAIL_API_KEY: set a valid key with ` +
      '`supabase secrets set EMAIL_API_KEY=…`'
    )
  if (answer?.error !== 'not_configured') return null
  if (answer.missing === SERVICE_KEY_MISSING)
    return (
      `The function ${name} has no secret key: create one in the Supabase project's API Keys settings ` +
      '(Supabase gives it to the functions as SUPABASE_SECRET_KEYS; a project on legacy keys gives SUPABASE_SERVICE_ROLE_KEY)'
    )
  return (
    `The function ${name} lacks one of its secrets (its log names each): set SITE_SHARED_SECRET (the site's, ` +
    '32+ characters) and its own with `supabase secrets set` (see its index.ts)'
  )
}
