import type { SeoRecord } from '@/lib/seo/types'
import { diffFields, type FieldChange } from './diff'
import { editableContent, type EditablePage } from './editable-pages'
import { withSeoParts } from './locked-paths'
import type { LivePage } from './live-page'
import type { PublishCheck } from './types'
import { contentChanges, seoChanges } from './version-changes'

// 'Revisar cambios': what 'Publicar' would put on the site, against what the
// site shows now, field by field, and everything that would stop the publish
// (lib/content/publish-check.ts, the check 'Publicar' itself runs). A page
// visitors cannot see yet is compared with nothing: every field is new.

export type DraftReview = PublishCheck & {
  content: FieldChange[]
  /** The SEO record's draft against the live record; null when SEO has no draft (and the page is online). */
  seo: FieldChange[] | null
  /** Whether visitors see the page now; if not, every field is new. */
  online: boolean
}

export function reviewDraft(
  page: EditablePage,
  /** The content form's value, parsed. */
  content: unknown,
  live: LivePage,
  seoDraft: SeoRecord | null,
  check: PublishCheck,
): DraftReview {
  const isObject = content !== null && typeof content === 'object' && !Array.isArray(content)
  if (!isObject) return { ...check, content: [], seo: null, online: live.online }
  // The parts the SEO record owns are compared once, in the SEO's list: both sides show them as the live record has them.
  const shown = (stored: Record<string, unknown> | null) =>
    withSeoParts(editableContent(page, stored), live.seo)
  const after = shown(content as Record<string, unknown>)
  if (!live.online)
    return {
      ...check,
      content: diffFields({}, after),
      seo: seoChanges(null, seoDraft ?? live.seo),
      online: false,
    }
  return {
    ...check,
    content: contentChanges(page, { content: shown(live.content.content) }, { content: after }),
    seo: seoDraft ? seoChanges(live.seo, seoDraft) : null,
    online: true,
  }
}
