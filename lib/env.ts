import 'server-only'
import path from 'node:path'
import { z } from 'zod'
import { httpsUrl, optional, parseVariables, siteVariables } from '@/content/site-env'

// Every environment variable the site reads, parsed once. Unset or empty
// values fall back to the documented defaults (README, "Configuration");
// a value that is set but malformed stops the process with a clear message.
// Server only: the schema names every secret, and zod probes eval at load,
// which the pages' Content-Security-Policy forbids in the browser.

// The database's request-limit functions accept counts and windows up to these
// (and refuse more): far beyond what a site of this size needs.
const MAX_LIMIT_COUNT = 1_000_000
const MAX_LIMIT_WINDOW_SECONDS = 86_400

const accountsPerHour = (name: string, fallback: number) => {
  const message = `${name} must be a whole number of accounts per hour, 1 or more (at most ${MAX_LIMIT_COUNT})`
  return z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(MAX_LIMIT_COUNT, message)
    .default(fallback)
}

const proxyHopsMessage =
  'TRUSTED_PROXY_HOPS must be a whole number, 0 or more: how many proxies in front of the site append to X-Forwarded-For (0 when none)'

const backupKeepMessage = 'BACKUP_KEEP must be a whole number of backups to keep, from 1 to 1000'

const variables = z.object({
  ...siteVariables,
  NEXT_PUBLIC_SUPABASE_URL: httpsUrl('NEXT_PUBLIC_SUPABASE_URL').optional(),
  // The project's public key, which every browser may read: the publishable key
  // (sb_publishable_…), or the legacy anon key while the project still has it.
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: optional,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional,
  // The server's own key, never sent to a browser: a secret key (sb_secret_…),
  // or the legacy service_role key. It inserts leads and keeps the request limits.
  SUPABASE_SECRET_KEY: optional,
  SUPABASE_SERVICE_ROLE_KEY: optional,
  // Known only to the server, the edge functions and the cron job: proves a call comes from the site.
  SITE_SHARED_SECRET: z
    .string()
    .trim()
    .min(32, 'SITE_SHARED_SECRET must be at least 32 characters')
    .optional(),
  // The scheduled publications' cron (Vercel Cron, or pg_cron with pg_net) sends it as
  // `Authorization: Bearer …` to /api/cron/publicaciones; unset, that route answers 404.
  CRON_SECRET: z.string().trim().min(32, 'CRON_SECRET must be at least 32 characters').optional(),
  LOCAL_DATA_DIR: z.string().trim().default('.data/pglite'),
  // Local backend: where the daily backups go (default: a `backups` folder beside LOCAL_DATA_DIR), and how many stay.
  BACKUP_DIR: optional,
  // Local backend: the photo library's files (default: a `photos` folder beside LOCAL_DATA_DIR).
  PHOTOS_DIR: optional,
  BACKUP_KEEP: z.coerce
    .number({ error: backupKeepMessage })
    .int(backupKeepMessage)
    .min(1, backupKeepMessage)
    .max(1000, backupKeepMessage)
    .default(14),
  // How many proxies of ours stand in front of the site, each appending one X-Forwarded-For hop.
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ error: proxyHopsMessage })
    .int(proxyHopsMessage)
    .min(0, proxyHopsMessage)
    .default(0),
  // smtps:// is TLS from the start; smtp:// must upgrade with STARTTLS, unless it
  // ends in ?insecure=true (a local test server). No other query: nodemailer
  // would read one as options, e.g. ?ignoreTLS=true.
  SMTP_URL: z
    .string()
    .trim()
    .regex(
      /^(smtps:\/\/[^\s?]+|smtp:\/\/[^\s?]+(\?insecure=true)?)$/,
      'SMTP_URL must look like smtps://user:password@host:465 or smtp://user:password@host:587 ' +
        '(STARTTLS required); only a local test server without TLS may end it in ?insecure=true',
    )
    .optional(),
  NOTIFY_TO: z.string().trim().email('NOTIFY_TO must be an e-mail address').optional(),
  NOTIFY_FROM: optional,
  LEAD_RATE_LIMIT: z.coerce
    .number()
    .int('LEAD_RATE_LIMIT must be a whole number')
    .positive()
    .max(MAX_LIMIT_COUNT, `LEAD_RATE_LIMIT must be at most ${MAX_LIMIT_COUNT}`)
    .default(5),
  LEAD_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int('LEAD_RATE_WINDOW_SECONDS must be a whole number')
    .positive()
    .max(
      MAX_LIMIT_WINDOW_SECONDS,
      `LEAD_RATE_WINDOW_SECONDS must be at most ${MAX_LIMIT_WINDOW_SECONDS} (a day)`,
    )
    .default(600),
  // Accounts created per hour: from one client address, and from all of them.
  AUTH_SIGNUP_LIMIT: accountsPerHour('AUTH_SIGNUP_LIMIT', 5),
  AUTH_SIGNUP_GLOBAL_LIMIT: accountsPerHour('AUTH_SIGNUP_GLOBAL_LIMIT', 50),
  AUTH_SECRET: z.string().trim().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  AUTH_SLOWDOWN_AFTER: z.coerce
    .number()
    .int('AUTH_SLOWDOWN_AFTER must be a whole number')
    .positive()
    .default(5),
  AUTH_LOCKOUT_AFTER: z.coerce
    .number()
    .int('AUTH_LOCKOUT_AFTER must be a whole number')
    .positive()
    .max(MAX_LIMIT_COUNT, `AUTH_LOCKOUT_AFTER must be at most ${MAX_LIMIT_COUNT}`)
    .default(10),
  AUTH_LOCKOUT_SECONDS: z.coerce
    .number()
    .int('AUTH_LOCKOUT_SECONDS must be a whole number')
    .positive()
    .max(MAX_LIMIT_WINDOW_SECONDS, `AUTH_LOCKOUT_SECONDS must be at most ${MAX_LIMIT_WINDOW_SECONDS} (a day)`)
    .default(900),
  // The longest wait of a sign-in for an e-mail that others keep failing (it is never locked).
  AUTH_EMAIL_MAX_DELAY_SECONDS: z.coerce
    .number()
    .int('AUTH_EMAIL_MAX_DELAY_SECONDS must be a whole number')
    .positive()
    .max(10, 'AUTH_EMAIL_MAX_DELAY_SECONDS must be at most 10')
    .default(2),
})

const isInside = (folder: string, parent: string) => folder === parent || folder.startsWith(parent + path.sep)

const publicKeyNames = ['NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'NEXT_PUBLIC_SUPABASE_ANON_KEY'] as const

type KeyVariables = Partial<
  Record<(typeof publicKeyNames)[number] | 'SUPABASE_SECRET_KEY' | 'SUPABASE_SERVICE_ROLE_KEY', string>
>

/** The project's public key: the publishable key, else the legacy anon key. */
export const supabasePublicKey = (env: KeyVariables) =>
  env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? env.NEXT_PUBLIC_SUPABASE_ANON_KEY

/** The server's key: the secret key, else the legacy service_role key. */
export const supabaseServerKey = (env: KeyVariables) =>
  env.SUPABASE_SECRET_KEY ?? env.SUPABASE_SERVICE_ROLE_KEY

const schema = variables
  .refine(
    (env) => !env.BACKUP_DIR || !isInside(path.resolve(env.BACKUP_DIR), path.resolve(env.LOCAL_DATA_DIR)),
    'BACKUP_DIR must be outside LOCAL_DATA_DIR: each backup would hold the ones before it, and a restore would replace them',
  )
  .refine(
    (env) => !env.PHOTOS_DIR || !isInside(path.resolve(env.PHOTOS_DIR), path.resolve(env.LOCAL_DATA_DIR)),
    'PHOTOS_DIR must be outside LOCAL_DATA_DIR: a restore replaces that folder, and the photos with it',
  )
  .refine(
    (env) => Boolean(env.NEXT_PUBLIC_SUPABASE_URL) === Boolean(supabasePublicKey(env)),
    'Set both NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (sb_publishable_…, or the legacy ' +
      'NEXT_PUBLIC_SUPABASE_ANON_KEY), or neither (embedded local backend)',
  )
  .superRefine((env, context) => {
    for (const name of publicKeyNames) {
      const key = env[name]
      if (key && keyKind(key) === 'secret')
        context.addIssue({
          code: 'custom',
          message:
            `${name} holds a secret key (sb_secret_… or a service_role JWT), which NEXT_PUBLIC_ variables ` +
            'would send to every browser: put the publishable key (sb_publishable_…) there, and the secret ' +
            'key in SUPABASE_SECRET_KEY',
        })
    }
    const serverKey = supabaseServerKey(env)
    if (serverKey && keyKind(serverKey) === 'public')
      context.addIssue({
        code: 'custom',
        message:
          'SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) holds a public key: set a secret key (sb_secret_…)',
      })
  })
  .refine(
    (env) => !env.NEXT_PUBLIC_SUPABASE_URL || Boolean(supabaseServerKey(env)),
    'With Supabase, set SUPABASE_SECRET_KEY (a secret key, sb_secret_…, for the server only; or the legacy ' +
      'SUPABASE_SERVICE_ROLE_KEY): the server stores leads and keeps the request limits with it',
  )
  .refine(
    (env) => !env.NEXT_PUBLIC_SUPABASE_URL || Boolean(env.SITE_SHARED_SECRET),
    'With Supabase, set SITE_SHARED_SECRET (32+ characters, also given to the edge functions as a secret)',
  )

/**
 * What a Supabase key grants, from its form: 'secret' for sb_secret_… or a JWT
 * whose role is service_role, 'public' for sb_publishable_… or an anon JWT,
 * null for anything else (left to Supabase to refuse).
 */
export function keyKind(key: string): 'secret' | 'public' | null {
  if (key.startsWith('sb_secret_')) return 'secret'
  if (key.startsWith('sb_publishable_')) return 'public'
  const role = jwtRole(key)
  if (role === 'service_role') return 'secret'
  if (role === 'anon') return 'public'
  return null
}

/** The role claim of a JWT, read without checking its signature; null when the key is no JWT. */
function jwtRole(key: string): string | null {
  const payload = key.split('.')[1]
  if (key.split('.').length !== 3 || !payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))
    return typeof claims === 'object' &&
      claims !== null &&
      'role' in claims &&
      typeof claims.role === 'string'
      ? claims.role
      : null
  } catch {
    return null
  }
}

export const parseEnv = (source: NodeJS.ProcessEnv) =>
  parseVariables(schema, Object.keys(variables.shape), source)

export const env = parseEnv(process.env)
