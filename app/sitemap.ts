import type { MetadataRoute } from 'next'
import { listPublishedContent } from '@/lib/data'
import { lastModified } from '@/lib/content/last-modified'
import { keepSitemapUntilRegenerated } from '@/lib/page-cache'
import { listIndexablePages } from '@/lib/seo/page-seo'
import { absoluteUrl } from '@/lib/seo/urls'

/** Indexable pages only, at absolute addresses; lastModified when staff last saved its record or published its content. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // One after the other, so an outage is reported by the first read that meets it.
  const pages = await listIndexablePages()
  const contents = await listPublishedContent()
  await keepSitemapUntilRegenerated()
  const publishedAt = new Map(contents.map((content) => [content.path, content.publishedAt]))
  return pages.map((seo) => {
    const modified = lastModified(seo.updatedAt, publishedAt.get(seo.path))
    return {
      url: absoluteUrl(seo.path),
      ...(modified ? { lastModified: modified } : {}),
      changeFrequency: 'monthly',
      priority: seo.path === '/' ? 1 : 0.8,
    }
  })
}
