import 'server-only'
import { getPublishedContent, getStoredSeoPage } from '@/lib/data'
import type { SeoRecord } from '@/lib/seo/types'
import type { SessionUser } from '@/lib/auth/types'
import { findSeoConfig, publishedStaffPaths } from '@/lib/staff-pages/registry'
import { getEditablePage, type EditablePage } from './editable-pages'
import type { ContentRecord } from './version-changes'

/**
 * What the site shows of a page now: its published content (or the repository's) and its SEO record;
 * `online` is false for a staff page not yet published, which visitors do not see at all.
 */
export type LivePage = { content: ContentRecord; seo: SeoRecord; online: boolean }

/** What the editor says of a page visitors cannot see yet, in each part. */
export const notOnlineNotice = 'Esta página aún no está publicada: los visitantes no la ven.'

/** Whether visitors see the page at `path`: a built-in page always, a staff page once published. */
export async function isOnline(path: string): Promise<boolean> {
  return getEditablePage(path) !== undefined || (await publishedStaffPaths()).has(path)
}

export async function readLivePage(page: EditablePage, admin: SessionUser): Promise<LivePage> {
  const [published, stored, online] = await Promise.all([
    getPublishedContent(page.path),
    getStoredSeoPage(page.path),
    isOnline(page.path),
  ])
  const builtIn = await findSeoConfig(page.path, admin)
  if (!builtIn) throw new Error(`No SEO configuration for ${page.path}`)
  return { content: published ?? { content: null }, seo: stored ?? builtIn, online }
}
