import { z } from 'zod'

// The business facts' environment variables (content/site.ts): public values
// printed on every page, no secrets. They are read apart from lib/env.ts,
// which is server-only, because the tests, benchmarks and scripts that run
// under plain Node read the facts too; lib/env.ts validates them with the rest.

export const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

export const httpsUrl = (name: string) =>
  z
    .string()
    .trim()
    .url(`${name} must be an absolute URL`)
    .refine((value) => value.startsWith('https://'), `${name} must use https://`)
    .transform((value) => value.replace(/\/+$/, ''))

export const siteVariables = {
  SITE_URL: httpsUrl('SITE_URL').default('https://www.solaryelectricidadcieza.es'),
  SITE_BRAND: optional,
  SITE_EMAIL: z.string().trim().email('SITE_EMAIL must be an e-mail address').optional(),
  SITE_PHONE: z
    .string()
    .trim()
    .regex(/^\+\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'SITE_PHONE must look like +34 600 000 000')
    .optional(),
  SITE_FACEBOOK_URL: httpsUrl('SITE_FACEBOOK_URL').optional(),
  SITE_INSTAGRAM_URL: httpsUrl('SITE_INSTAGRAM_URL').optional(),
  SITE_REVIEWS_URL: httpsUrl('SITE_REVIEWS_URL').optional(),
  SITE_LEGAL_NAME: optional,
  SITE_LEGAL_NIF: optional,
  SITE_LEGAL_ADDRESS: optional,
  SITE_LEGAL_REGISTRY: optional,
}

/**
 * The variables `schema` names, unset or blank ones as unset; a malformed one
 * throws, naming it. lib/env.ts parses the whole environment the same way.
 */
export function parseVariables<Schema extends z.ZodType>(
  schema: Schema,
  names: readonly string[],
  source: NodeJS.ProcessEnv,
): z.output<Schema> {
  const present = Object.fromEntries(names.map((key) => [key, source[key]?.trim() ? source[key] : undefined]))
  const result = schema.safeParse(present)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.message}`).join('\n')
    throw new Error(`Invalid environment configuration:\n${problems}`)
  }
  return result.data
}

const siteSchema = z.object(siteVariables)

/** The facts' variables, unset or blank ones as unset; a malformed one throws, naming it. */
export const parseSiteEnv = (source: NodeJS.ProcessEnv) =>
  parseVariables(siteSchema, Object.keys(siteVariables), source)

export const siteEnv = parseSiteEnv(process.env)
