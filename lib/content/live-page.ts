import 'server-only'
import { getPublishedContent, getStoredSeoPage } from '@/lib/data'
import type { SeoRecord } from '@/lib/seo/types'
import type { SessionUser } from '@/lib/auth/types'
import { findSeoConfig } from '@/lib/staff-pages/registry'
import type { EditablePage } from './editable-pages'
import type { ContentRecord } from './version-changes'

/** What the site shows of a page now: its published content (or the repository's) and its SEO record. */
export type LivePage = { content: ContentRecord; seo: SeoRecord }

export async function readLivePage(page: EditablePage, admin: SessionUser): Promise<LivePage> {
  const [published, stored] = await Promise.all([getPublishedContent(page.path), getStoredSeoPage(page.path)])
  const builtIn = await findSeoConfig(page.path, admin)
  if (!builtIn) throw new Error(`No SEO configuration for ${page.path}`)
  return { content: published ?? { content: null }, seo: stored ?? builtIn }
}
