import 'server-only'
import { listStoredSeoPages } from '@/lib/data/seo-pages'
import { publicRoutes } from '@/lib/routes'
import { noindexPaths, seoConfigs } from './config'
import { resolvePageSeo } from './resolve'
import type { PageSeo } from './types'

/** Every page's SEO: stored records merged with the built-in ones not stored. */
export async function listPageSeo(): Promise<PageSeo[]> {
  const stored = new Map((await listStoredSeoPages()).map((record) => [record.path, record]))
  return seoConfigs.map((config) =>
    resolvePageSeo(stored.get(config.path) ?? config, {
      pillar: config.pillar,
      forcedNoindex: noindexPaths.includes(config.path),
    }),
  )
}

/** The public pages that search engines should index, with their SEO. */
export async function listIndexablePages(): Promise<PageSeo[]> {
  const publicPaths = new Set(publicRoutes.map((route) => route.path))
  return (await listPageSeo()).filter((seo) => seo.indexable && publicPaths.has(seo.path))
}
