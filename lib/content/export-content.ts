import { home } from '@/content/home'
import { landingPages } from '@/content/pages'
import { savingsPagePath } from '@/content/savings-names'
import type { StoredContent } from '@/lib/content/types'
import { applyStoredContent } from './apply-stored'

// The published content staff stored, written back into the repository's
// files (npm run admin -- export-content), for a developer who wants it in
// content/: each page's file as it is, with what staff published in place of
// its content. The path, the search copy and the sections' order stay the file's.

export type ExportedFile = {
  /** Relative to the repository: content/home.json or content/pages/<name>.json. */
  file: string
  json: unknown
  reviewBefore: string | null
}

export function exportedFiles(stored: StoredContent[]): ExportedFile[] {
  return stored.flatMap((record): ExportedFile[] => {
    if (record.path === '/')
      return [
        {
          file: 'content/home.json',
          json: applyStoredContent(home, record.content),
          reviewBefore: record.reviewBefore,
        },
      ]
    const page = landingPages.find((candidate) => candidate.path === record.path)
    if (!page) return []
    // The calculator's figures have their own file beside its page's.
    const { figures, ...content } = record.content
    return [
      {
        file: `content/pages${page.path}.json`,
        json: applyStoredContent(page, content),
        reviewBefore: record.reviewBefore,
      },
      ...(record.path === savingsPagePath && figures !== undefined
        ? [{ file: 'content/savings-figures.json', json: figures, reviewBefore: null }]
        : []),
    ]
  })
}
