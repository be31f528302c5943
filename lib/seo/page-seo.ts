import 'server-only'
import { cache } from 'react'
import { getStoredSeoPage } from '@/lib/data/seo-pages'
import { getSeoConfig, noindexPaths } from './config'
import { resolvePageSeo } from './resolve'
import type { PageSeo } from './types'

/**
 * The SEO of a page as it is rendered: the stored record of its path (call 4)
 * or else the built-in configuration. Cached per render, so generateMetadata
 * and the page body read the store once.
 */
export const getPageSeo = cache(async (path: string): Promise<PageSeo> => {
  const config = getSeoConfig(path)
  if (!config) throw new Error(`No SEO configuration for ${path}`)
  let stored = null
  try {
    stored = await getStoredSeoPage(path)
  } catch (error) {
    // A failed read must not take the page down: the built-in record is always valid.
    console.error(`Could not read the stored SEO record of ${path}; using the built-in one`, error)
  }
  return resolvePageSeo(stored ?? config, {
    pillar: config.pillar,
    forcedNoindex: noindexPaths.includes(path),
  })
})
