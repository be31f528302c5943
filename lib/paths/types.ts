import { z } from 'zod'

/** A staff redirect as the admin area shows it, as site_redirects_list() answers it. */
export const siteRedirectSchema = z.object({
  source: z.string(),
  destination: z.string(),
  /** 308 when true, 307 when false. */
  permanent: z.boolean(),
  revision: z.number(),
  updatedAt: z.string(),
  updatedByEmail: z.string().nullable(),
  /** How many times the site answered it (capped), and when last; null when never. */
  hits: z.number(),
  lastHitAt: z.string().nullable(),
})
export type SiteRedirect = z.output<typeof siteRedirectSchema>

/**
 * A save's outcome: stored, or why not ('taken': another redirect has the source; 'chain': one saved at
 * the same time would chain with it). Someone else's change in between is ChangedMeanwhileError.
 */
export type SiteRedirectSave = { saved: true; revision: number } | { saved: false; reason: SiteRedirectRefusal }

/**
 * Why the database refused a save: 'staff-page', the source is a staff page's address (published or
 * not); 'missing', the destination is a staff page that is not published.
 */
export const siteRedirectRefusals = ['taken', 'chain', 'staff-page', 'missing'] as const
export type SiteRedirectRefusal = (typeof siteRedirectRefusals)[number]

/** An address that answered 404: how often (capped), when, and whether a bot probed for a file. */
export const missedPathSchema = z.object({
  path: z.string(),
  kind: z.enum(['visitante', 'sondeo']),
  hits: z.number(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** The page that linked to it (origin and path), when a browser said. */
  referrer: z.string().nullable(),
  /** Set aside by staff: listed apart. */
  ignored: z.boolean(),
})
export type MissedPath = z.output<typeof missedPathSchema>
