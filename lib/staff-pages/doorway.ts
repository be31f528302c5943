import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { editableContent, editablePages } from '@/lib/content/editable-pages'
import { withSeoParts } from '@/lib/content/locked-paths'
import { getContentDraft, getPublishedContent, listPublishedContent, listStaffPages } from '@/lib/data'
import { getPageSeo } from '@/lib/seo/page-seo'
import { staffEditablePage } from './registry'
import { doorwayRefusal, visibleText } from './similarity'

/** A staff page whose text mostly repeats another page's: never published. Its message names that page. */
export class DoorwayPageError extends Error {}

/**
 * Why the staff page at `path` may not be published as its draft stands: the message naming the page it
 * repeats, or null (a built-in page is never judged). Compared with what every other page shows: the
 * built-in pages' published content (or the repository's) and the other published staff pages'.
 */
export async function doorwayRefusalFor(path: string, admin: SessionUser): Promise<string | null> {
  const staffPages = await listStaffPages(admin)
  const page = staffPages.find((candidate) => candidate.path === path)
  if (!page) return null
  const [draft, published, seo, contents] = await Promise.all([
    getContentDraft(path, admin),
    getPublishedContent(path),
    getPageSeo(path, admin),
    listPublishedContent(),
  ])
  const own = editableContent(staffEditablePage(page), draft?.content ?? published?.content)
  const text = visibleText(withSeoParts(own, draft?.seo ?? seo))
  const stored = new Map(contents.map((content) => [content.path, content.content]))
  const others = [
    ...editablePages,
    ...staffPages
      .filter((other) => other.status === 'published' && other.path !== path)
      .map(staffEditablePage),
  ].map((other) => ({ path: other.path, text: visibleText(editableContent(other, stored.get(other.path))) }))
  return doorwayRefusal(text, others)
}
