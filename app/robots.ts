import type { MetadataRoute } from 'next'
import { adminPaths } from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo/urls'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...adminPaths, '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
