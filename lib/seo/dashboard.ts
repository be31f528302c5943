import 'server-only'
import { getStoredSeoPage, listStoredSeoPages } from '@/lib/data/seo-pages'
import type { SeoPageInput } from '@/lib/data/types'
import { getSeoConfig, noindexPaths, seoConfigs } from './config'
import { healthIssues, healthScore, type HealthIssue } from './quality'
import { resolvePageSeo } from './resolve'

// What the SEO dashboard shows: every page (stored records merged with the
// built-in ones not stored), its health issues, and the summary.

export type DashboardPage = {
  path: string
  title: string
  description: string
  h1: string
  robots: string
  indexable: boolean
  schemaType: string
  faqCount: number
  /** A schema type beyond a plain WebPage, or additional schema. */
  richStructuredData: boolean
  stored: boolean
  updatedAt: string | null
  issues: HealthIssue[]
}

export type DashboardSummary = {
  total: number
  indexable: number
  noindex: number
  withStructuredData: number
  withFaqs: number
  /** 100 minus 5 per issue over all pages, never below 0. */
  health: number
}

export async function listDashboardPages(): Promise<DashboardPage[]> {
  const stored = new Map((await listStoredSeoPages()).map((record) => [record.path, record]))
  return seoConfigs.map((config) => {
    const record = stored.get(config.path) ?? config
    const seo = resolvePageSeo(record, {
      pillar: config.pillar,
      forcedNoindex: noindexPaths.includes(config.path),
    })
    return {
      path: config.path,
      title: record.title,
      description: record.description,
      h1: record.h1,
      robots: seo.robots,
      indexable: seo.indexable,
      schemaType: record.schemaType,
      faqCount: record.faqs.length,
      richStructuredData: record.schemaType !== 'WebPage' || record.additionalSchema !== null,
      stored: stored.has(config.path),
      updatedAt: seo.updatedAt,
      issues: healthIssues(record),
    }
  })
}

export function dashboardSummary(pages: DashboardPage[]): DashboardSummary {
  const indexable = pages.filter((page) => page.indexable).length
  return {
    total: pages.length,
    indexable,
    noindex: pages.length - indexable,
    withStructuredData: pages.filter((page) => page.richStructuredData).length,
    withFaqs: pages.filter((page) => page.faqCount > 0).length,
    health: healthScore(pages.reduce((sum, page) => sum + page.issues.length, 0)),
  }
}

/** The record the editor opens for a path (stored, else built-in); null for a path the site does not have. */
export async function getEditableRecord(path: string): Promise<SeoPageInput | null> {
  const config = getSeoConfig(path)
  if (!config) return null
  const stored = await getStoredSeoPage(path)
  if (stored) {
    const { updatedAt, ...record } = stored
    void updatedAt // not part of what the editor saves
    return record
  }
  const { pillar, ...record } = config
  void pillar // a property of the built-in configuration, not of a stored record
  return record
}
