import 'server-only'
import { getPublishedContent, getStoredSeoPage } from '@/lib/data'
import type { SeoRecord } from '@/lib/data/types'
import { getSeoConfig } from '@/lib/seo/config'
import type { EditablePage } from './editable-pages'
import type { ContentRecord } from './version-changes'

/** What the site shows of a page now: its published content (or the repository's) and its SEO record. */
export type LivePage = { content: ContentRecord; seo: SeoRecord }

export async function readLivePage(page: EditablePage): Promise<LivePage> {
  const [published, stored] = await Promise.all([getPublishedContent(page.path), getStoredSeoPage(page.path)])
  const builtIn = getSeoConfig(page.path)
  if (!builtIn) throw new Error(`No SEO configuration for ${page.path}`)
  return { content: published ?? { content: null }, seo: stored ?? builtIn }
}
