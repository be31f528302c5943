import { z } from 'zod'

// A staff redirect as its form posts it, shared by the form, the action and
// lib/data. The rules that depend on what is stored (one hop, no loop, never
// from a live page) are lib/paths' checkRedirect, run on the server.

z.config({ jitless: true }) // The CSP forbids eval; see lib/validations/lead.ts.

const address = (max: number) => z.string().max(max, 'La dirección es demasiado larga.')
/** The revision the form opened (0 for a new redirect). */
const basedOn = z.coerce.number().int().min(0)

export const siteRedirectSchema = z.object({
  /** The source of the redirect being changed; empty or absent for a new one (null). */
  original: z
    .string()
    .max(300)
    .optional()
    .transform((value) => value || null),
  source: address(2000),
  destination: address(2000),
  /** 308 (permanent) or 307 (temporal), as the form's radio buttons post it. */
  permanent: z
    .enum(['308', '307'], { error: 'Elige si es permanente o temporal.' })
    .transform((code) => code === '308'),
  basedOn,
})

/** What a save writes, and what the form holds while it is typed. */
export type SiteRedirectInput = z.output<typeof siteRedirectSchema>

export const siteRedirectRemovalSchema = z.object({ source: z.string().max(300), basedOn })

/** A redirect just removed, as the list showed it: 'Deshacer' puts it back with its count. */
export const siteRedirectRestoreSchema = z.object({
  source: z.string().max(300),
  destination: z.string().max(500),
  permanent: z.boolean(),
  hits: z.number().int().min(0).max(1_000_000_000),
  lastHitAt: z.string().max(40).nullable(),
})

/** 'Ignorar' (ignored 'true') or 'Volver a mostrar' (ignored 'false') on an address that fails. */
export const missedPathIgnoreSchema = z.object({
  path: z.string().max(300),
  ignored: z.enum(['true', 'false']).transform((value) => value === 'true'),
})
export type SiteRedirectRestore = z.output<typeof siteRedirectRestoreSchema>
