import { json } from './json.ts'
import { logUnconfigured, type EnvReader, type SettingProblem, type Unconfigured } from './settings.ts'

// The client the functions' SQL calls go through acts as the service role,
// with one of the project's secret keys. Supabase gives every function
// SUPABASE_SECRET_KEYS, a JSON object of the project's secret keys by name
// ({"default":"sb_secret_…"}), and, while the project keeps its legacy keys,
// SUPABASE_SERVICE_ROLE_KEY. Without either the function still loads and
// answers not_configured, its log naming what is missing or malformed. Plain
// module: the tests run it in Node.

/** What the site's log tells the deployer to set when a function answers `missing: SERVICE_KEY_MISSING`. */
export const SERVICE_KEY_MISSING = 'SUPABASE_SECRET_KEYS'

const keysProblem = (problem: string): SettingProblem => ({ name: SERVICE_KEY_MISSING, problem })

/** SUPABASE_SECRET_KEYS's keys by name (none when it is unset), or what is wrong with it. */
function secretKeysOf(value: string | undefined): Map<string, string> | SettingProblem {
  if (!value?.trim()) return new Map()
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return keysProblem('is not JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return keysProblem('is not a JSON object of keys by name')
  const keys = new Map(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  )
  return keys.size > 0 ? keys : keysProblem('holds no key')
}

/**
 * The secret key named "default" in SUPABASE_SECRET_KEYS (else its first), or
 * SUPABASE_SERVICE_ROLE_KEY; else what to set. A malformed SUPABASE_SECRET_KEYS
 * beside a legacy key is logged, and the legacy key serves.
 */
export function serviceKeyFrom(env: EnvReader, log?: (message: string) => void): string | Unconfigured {
  const keys = secretKeysOf(env('SUPABASE_SECRET_KEYS'))
  const legacy = env('SUPABASE_SERVICE_ROLE_KEY')?.trim()
  if (keys instanceof Map) {
    const secret = keys.get('default') ?? [...keys.values()][0] ?? legacy
    if (secret) return secret
    return {
      unconfigured: [
        keysProblem(
          "is not set, nor SUPABASE_SERVICE_ROLE_KEY: create a secret key in the project's API Keys " +
            'settings (Supabase hands it to the functions as SUPABASE_SECRET_KEYS)',
        ),
      ],
    }
  }
  if (!legacy) return { unconfigured: [keys] }
  log?.(`${keys.name} ${keys.problem}: the function uses SUPABASE_SERVICE_ROLE_KEY`)
  return legacy
}

/** The service-role client built by `create` from SUPABASE_URL and the secret key, or what is missing. */
export function serviceClientFrom<Client extends object>(
  env: EnvReader,
  create: (url: string, key: string) => Client,
  log?: (message: string) => void,
): Client | Unconfigured {
  const url = env('SUPABASE_URL')?.trim()
  const key = serviceKeyFrom(env, log)
  const unconfigured = [
    ...(typeof key === 'string' ? [] : key.unconfigured),
    ...(url ? [] : [{ name: 'SUPABASE_URL', problem: 'is not set' }]),
  ]
  return url && typeof key === 'string' ? create(url, key) : { unconfigured }
}

/** The answer of a function without its service-role client: 503 not_configured, and a log line per setting to mend. */
export function refuseWithoutServiceKey(problems: Unconfigured, log?: (message: string) => void): Response {
  logUnconfigured(problems, log)
  return json(503, {
    error: 'not_configured',
    missing: problems.unconfigured[0]?.name ?? SERVICE_KEY_MISSING,
  })
}
