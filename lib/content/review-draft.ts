import type { SeoRecord } from '@/lib/seo/types'
import { checkContent } from './check-content'
import { missingPageLinks } from './check-links'
import type { FieldChange } from './diff'
import { editableContent, type EditablePage } from './editable-pages'
import { withSeoParts } from './locked-paths'
import type { LivePage } from './live-page'
import { contentChanges, seoChanges } from './version-changes'

// 'Revisar cambios': what 'Publicar' would put on the site, against what the
// site shows now, field by field; every message the save would answer, by the
// field's dotted path (a link to a missing page, a photo the library no
// longer has, among them: the caller finds those, `missingPhotos`). Any message
// blocks publishing: the save action refuses it the same way.

export type DraftReview = {
  content: FieldChange[]
  /** The SEO record's draft against the live record; null when SEO has no draft. */
  seo: FieldChange[] | null
  /** Spanish messages by dotted path ('' for the content as a whole). */
  errors: Record<string, string>
  /** How many of them are links to a page the site does not have. */
  missingLinks: number
}

/** What the editor's form would publish: its content (JSON). */
export type DraftForm = { content: string }

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

export function reviewDraft(
  page: EditablePage,
  form: DraftForm,
  live: LivePage,
  seoDraft: SeoRecord | null,
  /** The form's photos the library no longer has, by dotted path (lib/content/check-photos.ts). */
  missingPhotos: Record<string, string> = {},
  /** The staff pages a link may point to (lib/staff-pages/registry.ts). */
  staffPaths: ReadonlySet<string> = new Set(),
): DraftReview {
  let value: unknown
  try {
    value = JSON.parse(form.content)
  } catch {}
  if (!isObject(value))
    return { content: [], seo: null, errors: { '': 'El contenido enviado no es válido' }, missingLinks: 0 }
  const checked = checkContent(page, form.content)
  const errors: Record<string, string> = checked.ok ? {} : { ...checked.fieldErrors }
  if (!checked.ok && Object.keys(errors).length === 0) errors[''] = checked.message
  const links = missingPageLinks(value, staffPaths)
  Object.assign(errors, links, missingPhotos)
  // The parts the SEO record owns are compared once, in the SEO's list: both sides show them as the live record has them.
  const shown = (content: Record<string, unknown> | null) =>
    withSeoParts(editableContent(page, content), live.seo)
  return {
    content: contentChanges(page, { content: shown(live.content.content) }, { content: shown(value) }),
    seo: seoDraft ? seoChanges(live.seo, seoDraft) : null,
    errors,
    missingLinks: Object.keys(links).length,
  }
}
