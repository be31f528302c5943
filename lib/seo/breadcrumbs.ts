import { footerColumns, legalLinks, quoteLink } from '@/content/navigation'
import type { Crumb } from './structured-data'
import type { PageSeo } from './types'

// The breadcrumb trail of a page for its JSON-LD: home, the pillar page of its
// section (solar or electrical) when it is a sub-page, then the page itself,
// named as the footer names it.

const sectionPillars: Record<string, string> = {
  solar: '/instalacion-placas-solares',
  electrical: '/instalaciones-electricas',
}

const labels = new Map(
  [...footerColumns.flatMap((column) => column.links), ...legalLinks, quoteLink].map((link) => [
    link.href,
    link.label,
  ]),
)

export function breadcrumbsOf(seo: Pick<PageSeo, 'path' | 'category' | 'h1'>): Crumb[] {
  const home: Crumb = { name: 'Inicio', path: '/' }
  if (seo.path === '/') return [home]
  const pillar = sectionPillars[seo.category]
  const trail = [home]
  if (pillar && pillar !== seo.path) trail.push({ name: labels.get(pillar) ?? pillar, path: pillar })
  trail.push({ name: labels.get(seo.path) ?? seo.h1, path: seo.path })
  return trail
}
