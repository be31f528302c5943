import { site } from '@/content/site'

/**
 * The absolute address of a path of the site (canonical, Open Graph, sitemap,
 * JSON-LD). An address that is already absolute is kept as it is.
 */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`
  return path === '/' ? `${site.url}/` : `${site.url}${path}`
}
