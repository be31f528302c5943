import 'server-only'
import { cache } from 'react'
import type { SessionUser } from '@/lib/auth/types'
import { getStoredSeoPage, listStoredSeoPages } from '@/lib/data'
import { findSeoConfig, staffPagesFor, staffSeoConfig } from '@/lib/staff-pages/registry'
import { seoConfigs } from './config'
import { effectiveSeo } from './effective-seo'
import type { EffectiveSeo } from './types'

// The effective SEO of the site's pages, read by the page head and body, the
// sitemap, the dashboard list and the editor.
//
// A failed read throws (lib/data/seo-read-error.ts): rendering the built-in
// record instead would publish a page without what staff saved. So `next
// build` stops, and a regeneration fails and Next.js keeps serving the last good page.

/**
 * One page's effective record; cached per render, so generateMetadata and the page body read the store once.
 * A staff page is found as `admin` sees it (any state), else as visitors do (published).
 */
export const getPageSeo = cache(
  async (path: string, admin: SessionUser | null = null): Promise<EffectiveSeo> => {
    const builtIn = await findSeoConfig(path, admin)
    if (!builtIn) throw new Error(`No SEO configuration for ${path}`)
    return effectiveSeo(builtIn, await getStoredSeoPage(path))
  },
)

/**
 * Every page's effective record, the staff pages `admin` sees included (visitors: the published ones).
 * A stored row for a path the site does not have is left out.
 */
export async function listPageSeo(admin: SessionUser | null = null): Promise<EffectiveSeo[]> {
  const stored = new Map((await listStoredSeoPages()).map((record) => [record.path, record]))
  const staffConfigs = (await staffPagesFor(admin)).map(staffSeoConfig)
  return [...seoConfigs, ...staffConfigs].map((builtIn) =>
    effectiveSeo(builtIn, stored.get(builtIn.path) ?? null),
  )
}

/** The pages that search engines should index. */
export async function listIndexablePages(): Promise<EffectiveSeo[]> {
  return (await listPageSeo()).filter((seo) => seo.indexable)
}
