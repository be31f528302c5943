import 'server-only'
import { z } from 'zod'
import { httpsUrl, optional, siteVariables } from './site-env'

// Every environment variable the site reads, parsed once. Unset or empty
// values fall back to the documented defaults (README, "Configuration");
// a value that is set but malformed stops the process with a clear message.
// Server only: the schema names every secret, and zod probes eval at load,
// which the pages' Content-Security-Policy forbids in the browser.

const accountsPerHour = (name: string, fallback: number) => {
  const message = `${name} must be a whole number of accounts per hour, 1 or more`
  return z.coerce.number({ error: message }).int(message).positive(message).default(fallback)
}

const proxyHopsMessage =
  'TRUSTED_PROXY_HOPS must be a whole number, 0 or more: how many proxies in front of the site append to X-Forwarded-For (0 when none)'

const variables = z.object({
  ...siteVariables,
  NEXT_PUBLIC_SUPABASE_URL: httpsUrl('NEXT_PUBLIC_SUPABASE_URL').optional(),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional,
  SUPABASE_SERVICE_ROLE_KEY: optional,
  // Known only to the server, the edge functions and the cron job: proves a call comes from the site.
  SITE_SHARED_SECRET: z
    .string()
    .trim()
    .min(32, 'SITE_SHARED_SECRET must be at least 32 characters')
    .optional(),
  LOCAL_DATA_DIR: z.string().trim().default('.data/pglite'),
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
  LEAD_RATE_LIMIT: z.coerce.number().int('LEAD_RATE_LIMIT must be a whole number').positive().default(5),
  LEAD_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int('LEAD_RATE_WINDOW_SECONDS must be a whole number')
    .positive()
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
    .default(10),
  AUTH_LOCKOUT_SECONDS: z.coerce
    .number()
    .int('AUTH_LOCKOUT_SECONDS must be a whole number')
    .positive()
    .default(900),
})

const schema = variables
  .refine(
    (env) => Boolean(env.NEXT_PUBLIC_SUPABASE_URL) === Boolean(env.NEXT_PUBLIC_SUPABASE_ANON_KEY),
    'Set both NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY, or neither (embedded local backend)',
  )
  .refine(
    (env) => !env.NEXT_PUBLIC_SUPABASE_URL || Boolean(env.SITE_SHARED_SECRET),
    'With Supabase, set SITE_SHARED_SECRET (32+ characters, also given to the edge functions as a secret)',
  )

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.keys(variables.shape).map((key) => {
      const value = source[key]
      return [key, value === undefined || value.trim() === '' ? undefined : value]
    }),
  )
}

export function parseEnv(source: NodeJS.ProcessEnv) {
  const result = schema.safeParse(emptyToUndefined(source))
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.message}`).join('\n')
    throw new Error(`Invalid environment configuration:\n${problems}`)
  }
  return result.data
}

export const env = parseEnv(process.env)
