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
