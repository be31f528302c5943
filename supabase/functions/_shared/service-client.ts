import { json } from './json.ts'

// The client the functions' SQL calls go through acts as the service role,
// with one of the project's secret keys. Supabase gives every function
// SUPABASE_SECRET_KEYS, a JSON object of the project's secret keys by name
// ({"default":"sb_secret_…"}), and, while the project keeps its legacy keys,
// SUPABASE_SERVICE_ROLE_KEY. Without either the function still loads and
// answers not_configured. Plain module: the tests run it in Node.

/** What the site's log tells the deployer to set when a function answers `missing: SERVICE_KEY_MISSING`. */
export const SERVICE_KEY_MISSING = 'SUPABASE_SECRET_KEYS'

type EnvReader = (name: string) => string | undefined

/** The secret key named "default" in SUPABASE_SECRET_KEYS (else its first), or SUPABASE_SERVICE_ROLE_KEY; null without either. */
export function serviceKeyFrom(env: EnvReader): string | null {
  const keys = secretKeysOf(env('SUPABASE_SECRET_KEYS'))
  const secret = keys.get('default') ?? [...keys.values()][0]
  return secret ?? (env('SUPABASE_SERVICE_ROLE_KEY')?.trim() || null)
}

function secretKeysOf(value: string | undefined): Map<string, string> {
  if (!value?.trim()) return new Map()
  try {
    const parsed: unknown = JSON.parse(value)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new Map()
    return new Map(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
      ),
    )
  } catch {
    return new Map()
  }
}

/** The service-role client built by `create` from SUPABASE_URL and the secret key; null when either is missing. */
export function serviceClientFrom<Client>(
  env: EnvReader,
  create: (url: string, key: string) => Client,
): Client | null {
  const url = env('SUPABASE_URL')
  const key = serviceKeyFrom(env)
  return url && key ? create(url, key) : null
}

/** The answer of a function without a secret key: 503 not_configured, and a log line that says what to set. */
export function refuseWithoutServiceKey(log?: (message: string) => void): Response {
  log?.(
    'Neither SUPABASE_SECRET_KEYS nor SUPABASE_SERVICE_ROLE_KEY is set: create a secret key in the ' +
      "project's API Keys settings (Supabase hands it to the functions as SUPABASE_SECRET_KEYS)",
  )
  return json(503, { error: 'not_configured', missing: SERVICE_KEY_MISSING })
}
