import 'server-only'
import { getContentDraft, getStoredSeoPage, publishContent } from '@/lib/data'
import type { SessionUser } from '@/lib/auth/types'
import type { NewContentDraft } from '@/lib/content/types'
import { regeneratePages } from '@/lib/page-cache'
import { DoorwayPageError, doorwayRefusalFor } from '@/lib/staff-pages/doorway'
import { publishedStaffPaths } from '@/lib/staff-pages/registry'
import { getSeoConfig } from '@/lib/seo/config'
import type { SeoRecord } from '@/lib/seo/types'
import { missingPageLinks } from './check-links'
import { missingPhotos } from './check-photos'
import { TemplatePromptError, templatePromptRefusalFor } from './prompt-refusal'
import { seoChanges } from './version-changes'

/** A draft that links to pages the site does not have, or shows photos the library no longer has: never published. Its messages are by field. */
export class UnpublishableDraftError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super('The draft links to pages the site does not have, or shows photos the library does not have')
  }
}

/**
 * Publishes a page's draft and makes the live site show it at once, as an SEO
 * save does. Callers check the admin right and the content first; the
 * database checks the right again. Whoever publishes, a draft with a link to a
 * missing page (a version brought back from before the page went) or a photo
 * deleted from the library since it was saved is refused, and so are a page
 * that still holds a template's example text (TemplatePromptError) and a staff
 * page whose text mostly repeats another page's (DoorwayPageError).
 * Answers the page's revision, and whether the publish changed its SEO record.
 */
export async function publishPage(path: string, admin: SessionUser, basedOn: number | null = null) {
  const draft = await getContentDraft(path, admin)
  const content = draft?.content
  const missing = {
    ...missingPageLinks(content, await publishedStaffPaths()),
    ...(await missingPhotos(content, admin)),
  }
  if (Object.keys(missing).length > 0) throw new UnpublishableDraftError(missing)
  const prompt = await templatePromptRefusalFor(path, admin)
  if (prompt) throw new TemplatePromptError(prompt)
  const doorway = await doorwayRefusalFor(path, admin)
  if (doorway) throw new DoorwayPageError(doorway)
  const seoChanged = draft?.seo ? await changesLiveSeo(draft.seo) : false
  const published = await publishContent(path, admin, basedOn)
  regeneratePages(path)
  return { ...published, seoChanged }
}

/**
 * Whether publishing `seo` changes the SEO that visitors get now: the stored record, else the built-in
 * one. A staff page's first publish has neither: it puts a page online rather than changing one.
 */
async function changesLiveSeo(seo: SeoRecord): Promise<boolean> {
  const live = (await getStoredSeoPage(seo.path)) ?? getSeoConfig(seo.path)
  return live !== undefined && live !== null && seoChanges(live, seo).length > 0
}

/** JSON with every object's keys in order: the same text for the same value, as the database reorders keys. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, node: unknown) =>
    node && typeof node === 'object' && !Array.isArray(node)
      ? Object.fromEntries(Object.entries(node).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : node,
  )

/** Whether `draft` is the page's saved draft, still at revision `basedOn`: publishing it needs no save first. */
export async function isSavedDraft(draft: NewContentDraft, basedOn: number, admin: SessionUser) {
  const saved = await getContentDraft(draft.path, admin)
  return (
    saved !== null &&
    saved.revision === basedOn &&
    saved.reviewBefore === draft.reviewBefore &&
    canonical(saved.content) === canonical(draft.content)
  )
}
