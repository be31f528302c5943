import 'server-only'
import { revalidateTag, unstable_cache } from 'next/cache'
import { forgetKnownPaths } from '@/lib/paths/known-paths-signal'

// Public pages and the sitemap are static: Next.js keeps each render until a
// tag it carries is revalidated. Each known page (a built-in path, a staff
// page) carries its own tag, the sitemap another, and regeneratePages() is the
// one call that makes the site show a change. No tag is ever made from a path
// a visitor typed: only routes of known pages carry one, and only writes of
// staff name one.

/** The tag of a known page's render. */
export const pageTag = (path: string) => `page:${path}`
/** The sitemap's. */
export const sitemapTag = 'sitemap'

/**
 * Tags what is being rendered (a cached no-op carrying the tag: outside
 * `'use cache'` this is how a render takes a tag). In Draft Mode it tags
 * nothing, as nothing is kept.
 */
const carryTag = (tag: string) => unstable_cache(async () => true, [tag], { tags: [tag] })()

/** The page at `path` is kept until regeneratePages(path). Only for a known page's render. */
export const keepPageUntilRegenerated = (path: string) => carryTag(pageTag(path))

/** The sitemap is kept until the next regeneratePages(). */
export const keepSitemapUntilRegenerated = () => carryTag(sitemapTag)

/**
 * After staff changed what the site shows (a page's SEO record or content
 * published, a staff page published, renamed or removed, a redirect saved):
 * these pages and the sitemap (its lastmod) render again on their next
 * request, blocking rather than serving the old page, and the proxy reads the
 * staff pages and redirects again. Works in actions and route handlers alike.
 */
export function regeneratePages(...paths: string[]) {
  for (const path of new Set(paths)) revalidateTag(pageTag(path), { expire: 0 })
  revalidateTag(sitemapTag, { expire: 0 })
  forgetKnownPaths()
}
