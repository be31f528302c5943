import 'server-only'
import { savingsFiguresSchema, type SavingsFigures } from '@/content/savings-figures'
import { savingsPagePath } from '@/content/savings-names'
import builtIn from '@/content/savings-figures.json'
import { getPublishedContent } from '@/lib/data'

/** What an estimate made over the repository's figures gives as its version. */
export const builtInFiguresVersion = 'repositorio'

/** The figures as the repository has them (content/savings-figures.json), checked by their schema. */
export const builtInSavingsFigures: SavingsFigures = savingsFiguresSchema.parse(builtIn)

/**
 * The figures visitors' estimates use: those of the calculator page's published
 * content, else the repository's. The version is when they were published (it
 * names that publication in the page's history), or 'repositorio'.
 */
export async function publishedSavingsFigures(): Promise<{ figures: SavingsFigures; version: string }> {
  const stored = await getPublishedContent(savingsPagePath)
  if (!stored || stored.content.figures === undefined)
    return { figures: builtInSavingsFigures, version: builtInFiguresVersion }
  return { figures: savingsFiguresSchema.parse(stored.content.figures), version: stored.publishedAt }
}

/** The figures of the calculator page's content as shown (a draft in a preview, else the published), else the repository's. */
export function shownSavingsFigures(content: Record<string, unknown>): SavingsFigures {
  return content.figures === undefined ? builtInSavingsFigures : savingsFiguresSchema.parse(content.figures)
}
