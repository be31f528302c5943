import { footerColumns, legalLinks, quoteLink } from '@/content/navigation'
import type { Crumb } from './structured-data'
import type { EffectiveSeo } from './types'

// The breadcrumb trail of a page for its JSON-LD: home, the main page of its
// section (solar or electrical) when it is a sub-page, then the page itself,
// named as the footer names it.

const sectionPages: Record<string, string> = {
  solar: '/instalacion-placas-solares',
  electrical: '/instalaciones-electricas',
}

const labels = new Map(
  [...footerColumns.flatMap((column) => column.links), ...legalLinks, quoteLink].map((link) => [
    link.href,
    link.label,
  ]),
)

export function breadcrumbsOf(seo: Pick<EffectiveSeo, 'path' | 'category' | 'h1'>): Crumb[] {
  const home: Crumb = { name: 'Inicio', path: '/' }
  if (seo.path === '/') return [home]
  const sectionPage = sectionPages[seo.category]
  const trail = [home]
  if (sectionPage && sectionPage !== seo.path)
    trail.push({ name: labels.get(sectionPage) ?? sectionPage, path: sectionPage })
  trail.push({ name: labels.get(seo.path) ?? seo.h1, path: seo.path })
  return trail
}
