import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { editableContent, editablePages } from '@/lib/content/editable-pages'
import { withSeoParts } from '@/lib/content/locked-paths'
import type { NearCopy } from '@/lib/content/types'
import { getContentDraft, getPublishedContent, listPublishedContent, listStaffPages } from '@/lib/data'
import { getPageSeo } from '@/lib/seo/page-seo'
import type { SeoRecord } from '@/lib/seo/types'
import { staffEditablePage } from './registry'
import {
  DOORWAY_THRESHOLD,
  doorwayMessage,
  mostSimilar,
  repeatedPassages,
  visibleText,
  visibleTexts,
} from './similarity'

/** What a publish would put live: content (null: the page's current one) and SEO record. */
export type OwnParts = {
  content: Record<string, unknown> | null
  seo: Pick<SeoRecord, 'h1' | 'h2Primary' | 'faqs'>
}

/**
 * Whether the staff page at `path` repeats another page past the threshold, with the shared passages; null
 * when it does not (a built-in page is never judged). `own` is what would go live, by default its draft
 * (else its published content) with its SEO. Compared with what every other page shows: the built-in pages'
 * published content (or the repository's) and the other published staff pages'.
 */
export async function nearCopyFor(
  path: string,
  admin: SessionUser,
  own?: OwnParts,
): Promise<NearCopy | null> {
  const staffPages = await listStaffPages(admin)
  const page = staffPages.find((candidate) => candidate.path === path)
  if (!page) return null
  const [draft, published, seo, contents] = await Promise.all([
    getContentDraft(path, admin),
    getPublishedContent(path),
    getPageSeo(path, admin),
    listPublishedContent(),
  ])
  const content = own ? own.content : (draft?.content ?? published?.content)
  const shown = withSeoParts(editableContent(staffEditablePage(page), content), own?.seo ?? draft?.seo ?? seo)
  const stored = new Map(contents.map((stored) => [stored.path, stored.content]))
  const others = [
    ...editablePages,
    ...staffPages
      .filter((other) => other.status === 'published' && other.path !== path)
      .map(staffEditablePage),
  ].map((other) => ({ path: other.path, text: visibleText(editableContent(other, stored.get(other.path))) }))
  const similar = mostSimilar(visibleText(shown), others)
  if (!similar || similar.share < DOORWAY_THRESHOLD) return null
  const repeated = others.find((other) => other.path === similar.path)!.text
  return {
    page: similar.path,
    message: doorwayMessage(similar),
    passages: repeatedPassages(visibleTexts(shown), repeated),
  }
}
