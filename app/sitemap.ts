import type { MetadataRoute } from 'next'
import { listIndexablePages } from '@/lib/seo/page-seo'
import { absoluteUrl } from '@/lib/seo/urls'

/** Indexable pages only, at absolute addresses; lastModified when staff saved a record. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await listIndexablePages()
  return pages.map((seo) => ({
    url: absoluteUrl(seo.path),
    ...(seo.updatedAt ? { lastModified: seo.updatedAt } : {}),
    changeFrequency: 'monthly',
    priority: seo.path === '/' ? 1 : 0.8,
  }))
}
