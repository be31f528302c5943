import type { SeoRecord } from '@/lib/seo/types'
import type { PageVersion } from '@/lib/content/types'
import { diffFields, type FieldChange } from './diff'
import { editableContent, type EditablePage } from './editable-pages'

// What changed between two records of one part of a page, field by field: the
// content (laid over the repository's, as the editor opens it), or the SEO
// record. When a record was saved is the version's own line, not a change of
// the record; nor is its old review date, which has its own table now.

/** A content record as a version, the published page or the form holds it. */
export type ContentRecord = { content: Record<string, unknown> | null }

export function contentChanges(
  page: EditablePage,
  before: ContentRecord,
  after: ContentRecord,
): FieldChange[] {
  return diffFields(editableContent(page, before.content), editableContent(page, after.content))
}

/**
 * Whether the page's draft or its published content (null: none) differs from its original, the
 * repository's: only then is there something for 'Volver al contenido original' to undo.
 */
export const differsFromOriginal = (
  page: EditablePage,
  ...stored: (Record<string, unknown> | null | undefined)[]
): boolean =>
  stored.some((content) => content && contentChanges(page, { content: null }, { content }).length > 0)

/** The record's own fields: not its path, not when it was saved, not a built-in record's pillar. */
function seoFields(record: SeoRecord): Record<string, unknown> {
  const fields: Record<string, unknown> & Partial<SeoRecord> = { ...record }
  for (const key of ['path', 'updatedAt', 'pillarPage', 'revision']) delete fields[key]
  return fields
}

/** The SEO record's changes; from null (a page not yet online), every field is new. */
export const seoChanges = (before: SeoRecord | null, after: SeoRecord): FieldChange[] =>
  diffFields(before ? seoFields(before) : {}, seoFields(after))

/** What differs from `before` to `after`, two versions of the same part of `page`. */
export function versionChanges(page: EditablePage, before: PageVersion, after: PageVersion): FieldChange[] {
  if (before.part === 'content' && after.part === 'content')
    return contentChanges(page, before.record, after.record)
  if (before.part === 'seo' && after.part === 'seo') return seoChanges(before.record, after.record)
  throw new Error('versionChanges: the two versions are of different parts')
}
