import type { PageVersion } from '@/lib/content/types'
import type { FieldChange } from './diff'
import type { EditablePage } from './editable-pages'
import type { Comparison } from './history-query'
import { changesFromBefore, type HistoryEntry, type PagePart } from './history'
import type { LivePage } from './live-page'
import { contentChanges, seoChanges } from './version-changes'

/** A history row compared, part by part, with the version before it or with the live page. */
export type EntryComparison = {
  entry: HistoryEntry
  against: Comparison
  /** Each part's changes to reach this version; null: nothing before it to compare with. */
  parts: { part: PagePart; changes: FieldChange[] | null }[]
}

export function compareEntry(
  page: EditablePage,
  versions: PageVersion[],
  entry: HistoryEntry,
  against: Comparison,
  live: LivePage,
): EntryComparison {
  const changesOf = (version: PageVersion): FieldChange[] | null => {
    if (against === 'web')
      return version.part === 'content'
        ? contentChanges(page, live.content, version.record)
        : seoChanges(live.seo, version.record)
    return changesFromBefore(page, versions, version)
  }
  return {
    entry,
    against,
    parts: entry.versions.map((version) => ({ part: version.part, changes: changesOf(version) })),
  }
}
