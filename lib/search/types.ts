import { z } from 'zod'

// Search Console's figures as they are stored and read back: one period (its
// first and last day), and per period one row per site page or per address
// that matches none.

const day = z.iso.date()

export const searchPeriodSchema = z.object({ startsOn: day, endsOn: day })
export type SearchPeriod = z.infer<typeof searchPeriodSchema>

/** One row of an import: a page's path (`page`) or an address matching none, with its figures. */
export const searchFigureSchema = z.object({
  address: z.string().min(1).max(2048),
  page: z.boolean(),
  clicks: z.number().int().min(0),
  impressions: z.number().int().min(0),
  /** Average position, weighted by impressions; null without impressions. */
  position: z.number().min(1).nullable(),
})
export type SearchFigure = z.infer<typeof searchFigureSchema>

/** Everything 'Resultados' reads of search, in one answer. */
export const searchOverviewSchema = z.object({
  periods: z.array(searchPeriodSchema),
  figures: z.array(searchFigureSchema.extend({ startsOn: day })),
  /** Leads from a Google search, per period and page. */
  leads: z.array(z.object({ startsOn: day, page: z.string(), leads: z.number().int() })),
  /** The days (in Madrid) each page's content or SEO was published. */
  publishes: z.array(z.object({ page: z.string(), day })),
})
export type SearchOverview = z.infer<typeof searchOverviewSchema>

/** What an import answers: stored (and which periods it replaced), the same as stored, or overlapping. */
export const searchImportAnswerSchema = z.union([
  z.object({ saved: z.literal(true), replaced: z.array(searchPeriodSchema) }),
  z.object({ saved: z.literal(false), reason: z.literal('unchanged') }),
  z.object({ saved: z.literal(false), reason: z.literal('overlap'), periods: z.array(searchPeriodSchema) }),
])
export type SearchImportAnswer = z.infer<typeof searchImportAnswerSchema>

/** What one upload of the export comes to, with its message to staff in Spanish. */
export type ImportOutcome =
  | { kind: 'saved'; message: string; unmatched: string[] }
  | { kind: 'unchanged'; message: string }
  /** The export does not say its days: staff type them and send it again. */
  | { kind: 'needs-period'; message: string }
  /** Stored periods overlap it: staff confirm and send it again with `replace`. */
  | { kind: 'overlap'; message: string }
  | { kind: 'refused'; message: string }
