import 'server-only'
import { draftMode } from 'next/headers'
import { cache } from 'react'
import { getSessionUser } from '@/lib/auth/session'
import { getContentDraft, getPublishedContent } from '@/lib/data'
import { findEditablePage } from '@/lib/staff-pages/registry'
import { editableContent } from './editable-pages'

// What a public page shows of its body: the published content staff stored,
// else the repository's. In Draft Mode, for a signed-in admin only, the draft
// content instead (an SEO-only draft leaves the published body; lib/seo/shown-seo.ts
// shows its SEO half): Next.js renders per request only when the Draft Mode cookie comes
// with it, so every other visitor keeps getting the static page, and a Draft
// Mode cookie without an admin session still shows the published content.
//
// A failed read throws, as for the SEO records: a build stops and a
// regeneration keeps the last good page.

export type PageContentState = {
  /** The stored content checked by the page's schema, or null for the repository's. */
  content: Record<string, unknown> | null
  /** When the shown content was published (ISO 8601); null for the repository's or a draft. */
  publishedAt: string | null
  /** Whether a draft is shown (Draft Mode). */
  draft: boolean
}

export const getPageContentState = cache(async (path: string): Promise<PageContentState> => {
  // A staff page not yet published is found only in an admin's preview.
  const page = await findEditablePage(path, (await draftMode()).isEnabled ? await getSessionUser() : null)
  if (!page) throw new Error(`No editable content for ${path}`)
  // Checked as the page lays it over the repository's (editableContent), so content
  // stored before a change of the page's structure (its sections, its contact section) still reads.
  const parse = (content: Record<string, unknown>) => {
    const parsed = page.schema.safeParse(editableContent(page, content))
    if (!parsed.success)
      throw new Error(`The stored content of ${path} does not match its schema: ${parsed.error.message}`)
    return parsed.data
  }
  if ((await draftMode()).isEnabled) {
    const user = await getSessionUser()
    const draft = user?.isAdmin ? await getContentDraft(path, user) : null
    if (draft?.content)
      return {
        content: parse(draft.content),
        publishedAt: null,
        draft: true,
      }
  }
  const stored = await getPublishedContent(path)
  if (!stored) return { content: null, publishedAt: null, draft: false }
  return {
    content: parse(stored.content),
    publishedAt: stored.publishedAt,
    draft: false,
  }
})
