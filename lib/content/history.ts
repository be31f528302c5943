import type { PageVersion } from '@/lib/content/types'
import type { FieldChange } from './diff'
import type { EditablePage } from './editable-pages'
import { contentChanges, versionChanges } from './version-changes'

// The history's rows. Each save or publish is one row, even when it wrote both
// parts of the page in one go (a version of each, made in one transaction, so
// at the same instant, by the same person). A row counts the fields it changed
// against the version before it of the same part (a publish, against the
// publish before it: what the site showed; the first content version, against
// the site's original content), and is marked live for each part whose newest
// publish it holds.

export type PagePart = PageVersion['part']

export const partLabels: Record<PagePart, string> = { content: 'Contenido', seo: 'SEO' }

/** '3 campos cambiados'; 'Primera versión' for a first SEO version, which has nothing to be counted against. */
export function changedLabel(changed: number | null): string {
  if (changed === null) return 'Primera versión'
  if (changed === 0) return 'Ningún campo cambiado'
  return `${changed} ${changed === 1 ? 'campo cambiado' : 'campos cambiados'}`
}

const kindLabels: Record<PageVersion['kind'], string> = { draft: 'Borrador', publish: 'Publicación' }

/** What the row was: 'Borrador', 'Publicación', or 'Publicación programada'. */
export const entryLabel = (entry: Pick<HistoryEntry, 'kind' | 'scheduled'>) =>
  entry.scheduled ? 'Publicación programada' : kindLabels[entry.kind]

/** Who made the row; for a scheduled publish, 'Programada por' the admin who scheduled it. */
export function entryAuthor(entry: Pick<HistoryEntry, 'createdBy' | 'scheduled'>): string {
  const who = entry.createdBy ?? 'Desconocido'
  return entry.scheduled ? `Programada por ${who}` : who
}

export type HistoryEntry = {
  /** The id of its first version: the row's key and address. */
  id: number
  kind: PageVersion['kind']
  /** A publish the scheduler made, at the time its author chose. */
  scheduled: boolean
  createdAt: string
  createdBy: string | null
  /** One version per part it touched, content first. */
  versions: PageVersion[]
  /** The parts this row is what the site shows of. */
  live: PagePart[]
  /** Fields changed against the version before it of each part; null when it is the first of each. */
  changed: number | null
}

/**
 * The version before `version` of the same part, in `versions` (newest first), or null: for a
 * publish, the publish before it (what the site showed until then); for a draft, whatever was saved.
 */
export function previousVersion(versions: PageVersion[], version: PageVersion): PageVersion | null {
  const index = versions.findIndex((candidate) => candidate.id === version.id)
  const before = (older: PageVersion) =>
    older.part === version.part && (version.kind === 'draft' || older.kind === 'publish')
  return versions.slice(index + 1).find(before) ?? null
}

/**
 * What `version` changed: against the one before it, or, for the first content version, against
 * the site's original content; null for a first SEO version.
 */
export function changesFromBefore(
  page: EditablePage,
  versions: PageVersion[],
  version: PageVersion,
): FieldChange[] | null {
  const previous = previousVersion(versions, version)
  if (previous) return versionChanges(page, previous, version)
  return version.part === 'content' ? contentChanges(page, { content: null }, version.record) : null
}

/** The newest publish of each part: what the site shows. */
export function liveVersionIds(versions: PageVersion[]): Set<number> {
  const live = new Set<number>()
  for (const part of ['content', 'seo'] as const) {
    const newest = versions.find((version) => version.part === part && version.kind === 'publish')
    if (newest) live.add(newest.id)
  }
  return live
}

const sameSave = (entry: HistoryEntry, version: PageVersion) =>
  entry.kind === version.kind &&
  entry.scheduled === version.scheduled &&
  entry.createdAt === version.createdAt &&
  entry.createdBy === version.createdBy &&
  entry.versions.every((other) => other.part !== version.part)

/** The rows of a page's history, newest first, from its versions (newest first). */
export function historyEntries(page: EditablePage, versions: PageVersion[]): HistoryEntry[] {
  const live = liveVersionIds(versions)
  const entries: HistoryEntry[] = []
  for (const version of versions) {
    let entry = entries.at(-1)
    if (!entry || !sameSave(entry, version)) {
      const { id, kind, scheduled, createdAt, createdBy } = version
      entry = { id, kind, scheduled, createdAt, createdBy, versions: [], live: [], changed: null }
      entries.push(entry)
    }
    // Content first, in its versions and its live parts.
    const add = <T>(list: T[], item: T) => (version.part === 'content' ? list.unshift(item) : list.push(item))
    add(entry.versions, version)
    if (live.has(version.id)) add(entry.live, version.part)
    const changes = changesFromBefore(page, versions, version)
    if (changes) entry.changed = (entry.changed ?? 0) + changes.length
  }
  return entries
}
