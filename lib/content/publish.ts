import 'server-only'
import { getContentDraft, getStoredSeoPage, publishContent } from '@/lib/data'
import type { SessionUser } from '@/lib/auth/types'
import { publishable, type NewContentDraft, type PublishCheck } from '@/lib/content/types'
import { regeneratePages } from '@/lib/page-cache'
import { findEditablePage } from '@/lib/staff-pages/registry'
import { getSeoConfig } from '@/lib/seo/config'
import type { SeoRecord } from '@/lib/seo/types'
import { checkSavedDraft } from './publish-check'
import { seoChanges } from './version-changes'

/** A draft that would not publish (lib/content/publish-check.ts): everything that stops it, by field. */
export class UnpublishableDraftError extends Error {
  readonly fieldErrors: Record<string, string>
  constructor(readonly check: PublishCheck) {
    super(check.message ?? 'The draft may not be published')
    this.fieldErrors = check.errors
  }
}

/**
 * Publishes a page's draft and makes the live site show it at once, as an SEO
 * save does. Callers check the admin right and the content first; the
 * database checks the right again. Whoever publishes, a draft that
 * `checkPublish` finds wrong is refused (UnpublishableDraftError): a link to a
 * missing page, a photo gone from the library, a template's example text left
 * in, a staff page whose text mostly repeats another page's.
 * Answers the page's revision, and whether the publish changed its SEO record.
 */
export async function publishPage(path: string, admin: SessionUser, basedOn: number | null = null) {
  const [draft, page] = await Promise.all([getContentDraft(path, admin), findEditablePage(path, admin)])
  if (page) {
    const check = await checkSavedDraft(page, draft, admin)
    if (!publishable(check)) throw new UnpublishableDraftError(check)
  }
  const seoChanged = draft?.seo ? await changesLiveSeo(draft.seo) : false
  const publishedNow = await publishContent(path, admin, basedOn)
  regeneratePages(path)
  return { ...publishedNow, seoChanged }
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
