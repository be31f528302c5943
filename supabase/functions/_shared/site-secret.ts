import { json } from './json.ts'
import { logUnconfigured, type EnvReader, type Unconfigured } from './settings.ts'

// The secret the site, the edge functions and the retry cron job share
// (SITE_SHARED_SECRET): a request carrying it in this header comes from one
// of them. Plain Web Crypto, so it runs in Deno and in Node (the tests).

export const SITE_SECRET_HEADER = 'x-site-secret'

/** The site accepts no shorter secret. */
const MIN_SECRET_LENGTH = 32

/** The function's SITE_SHARED_SECRET, or why it has none: unset, or shorter than the site accepts. */
export function siteSecretFrom(env: EnvReader): string | Unconfigured {
  const secret = env('SITE_SHARED_SECRET')?.trim() ?? ''
  if (secret.length >= MIN_SECRET_LENGTH) return secret
  const problem = secret === '' ? 'is not set' : `is shorter than ${MIN_SECRET_LENGTH} characters`
  return { unconfigured: [{ name: 'SITE_SHARED_SECRET', problem }] }
}

/**
 * The gate of every edge function: 500 when the function has no secret of its
 * own (it answers no one rather than everyone; its log says why), 401 when the
 * request does not carry it, null when the site is calling.
 */
export async function refuseUnlessSite(
  request: Request,
  expected: string | Unconfigured,
  log?: (message: string) => void,
): Promise<Response | null> {
  if (typeof expected !== 'string') {
    logUnconfigured(expected, log)
    return json(500, { error: 'not_configured' })
  }
  return (await hasSiteSecret(request, expected)) ? null : json(401, { error: 'unauthorized' })
}

/**
 * True when the request carries the expected secret. Both values are hashed
 * first and the digests compared byte by byte without stopping early, so the
 * time taken says nothing about how much of a guess was right, nor its length.
 */
async function hasSiteSecret(request: Request, expected: string): Promise<boolean> {
  const given = request.headers.get(SITE_SECRET_HEADER)
  if (given === null || expected === '') return false
  const [a, b] = await Promise.all([digest(given), digest(expected)])
  let difference = 0
  for (let index = 0; index < a.length; index += 1) difference |= a[index]! ^ b[index]!
  return difference === 0
}

const digest = async (value: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)))
