import 'server-only'
import { cache } from 'react'
import { getStoredSeoPage } from '@/lib/data/seo-pages'
import { getSeoConfig, noindexPaths } from './config'
import { resolvePageSeo } from './resolve'
import type { PageSeo } from './types'

/**
 * The SEO of a page as it is rendered: the stored record of its path
 * or, when none is stored, the built-in configuration. Cached per render, so
 * generateMetadata and the page body read the store once.
 *
 * A failed read throws (lib/data/seo-read-error.ts): rendering the built-in
 * record instead would publish the page without what staff saved. So `next
 * build` stops, and a regeneration fails and Next.js keeps serving the last
 * good page.
 */
export const getPageSeo = cache(async (path: string): Promise<PageSeo> => {
  const config = getSeoConfig(path)
  if (!config) throw new Error(`No SEO configuration for ${path}`)
  const stored = await getStoredSeoPage(path)
  return resolvePageSeo(stored ?? config, {
    pillar: config.pillar,
    forcedNoindex: noindexPaths.includes(path),
  })
})
