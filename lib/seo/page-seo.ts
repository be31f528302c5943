import 'server-only'
import { cache } from 'react'
import { getStoredSeoPage, listStoredSeoPages } from '@/lib/data'
import { getSeoConfig, seoConfigs } from './config'
import { effectiveSeo } from './effective-seo'
import type { EffectiveSeo } from './types'

// The effective SEO of the site's pages, read by the page head and body, the
// sitemap, the dashboard list and the editor.
//
// A failed read throws (lib/data/seo-read-error.ts): rendering the built-in
// record instead would publish a page without what staff saved. So `next
// build` stops, and a regeneration fails and Next.js keeps serving the last good page.

/** One page's effective record; cached per render, so generateMetadata and the page body read the store once. */
export const getPageSeo = cache(async (path: string): Promise<EffectiveSeo> => {
  const builtIn = getSeoConfig(path)
  if (!builtIn) throw new Error(`No SEO configuration for ${path}`)
  return effectiveSeo(builtIn, await getStoredSeoPage(path))
})

/** Every page's effective record. A stored row for a path the site does not have is left out. */
export async function listPageSeo(): Promise<EffectiveSeo[]> {
  const stored = new Map((await listStoredSeoPages()).map((record) => [record.path, record]))
  return seoConfigs.map((builtIn) => effectiveSeo(builtIn, stored.get(builtIn.path) ?? null))
}

/** The pages that search engines should index. */
export async function listIndexablePages(): Promise<EffectiveSeo[]> {
  return (await listPageSeo()).filter((seo) => seo.indexable)
}
