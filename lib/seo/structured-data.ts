import { site } from '@/content/site'
import { businessId, businessNode } from './business'
import type { JsonLdNode } from './json-ld'
import type { EffectiveSeo } from './types'
import { absoluteUrl } from './urls'

// The JSON-LD graph of a page: the business, the website, the page itself as
// its schema_type, a breadcrumb trail, the FAQs the page shows, and the
// record's additional_schema merged in. Built from the same record as the
// visible page, so the markup cannot disagree with what visitors read.

export type Crumb = { name: string; path: string }

const websiteId = `${site.url}/#sitio-web`

export function pageGraph(seo: EffectiveSeo, crumbs: Crumb[]): JsonLdNode {
  const url = absoluteUrl(seo.path)
  const pageId = `${url}#pagina`
  const faqId = `${url}#preguntas-frecuentes`
  const hasFaqs = seo.faqs.length > 0
  const pageIsFaq = seo.schemaType === 'FAQPage'
  // Google's breadcrumb rules need at least two items: the home page has no trail.
  const breadcrumb = crumbs.length >= 2 ? breadcrumbList(`${url}#migas`, crumbs) : null

  const page: JsonLdNode = {
    '@type': pageIsFaq ? 'FAQPage' : 'WebPage',
    '@id': pageId,
    url,
    name: seo.title,
    headline: seo.h1,
    description: seo.description,
    inLanguage: 'es',
    isPartOf: { '@id': websiteId },
    about: { '@id': businessId },
    ...(breadcrumb ? { breadcrumb: { '@id': breadcrumb['@id'] } } : {}),
    primaryImageOfPage: { '@type': 'ImageObject', url: seo.ogImageUrl },
    ...(seo.updatedAt ? { dateModified: seo.updatedAt } : {}),
    ...(seo.keywords.length > 0 ? { keywords: seo.keywords.join(', ') } : {}),
    ...(pageIsFaq && hasFaqs ? { mainEntity: faqQuestions(seo) } : {}),
  }

  const graph: JsonLdNode[] = [
    businessNode(),
    {
      '@type': 'WebSite',
      '@id': websiteId,
      url: `${site.url}/`,
      name: site.brand,
      inLanguage: 'es',
      publisher: { '@id': businessId },
    },
    page,
    ...(breadcrumb ? [breadcrumb] : []),
  ]
  const main = mainEntityNode(seo, pageId)
  if (main) graph.push(main)
  if (hasFaqs && !pageIsFaq) {
    graph.push({
      '@type': 'FAQPage',
      '@id': faqId,
      url,
      isPartOf: { '@id': pageId },
      mainEntity: faqQuestions(seo),
    })
  }
  graph.push(...additionalNodes(seo.additionalSchema))
  return { '@context': 'https://schema.org', '@graph': graph }
}

function faqQuestions(seo: EffectiveSeo): JsonLdNode[] {
  return seo.faqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  }))
}

/** The thing the page is about, for schema types other than a plain web page. */
function mainEntityNode(seo: EffectiveSeo, pageId: string): JsonLdNode | null {
  const url = absoluteUrl(seo.path)
  switch (seo.schemaType) {
    case 'Service':
      return {
        '@type': 'Service',
        '@id': `${url}#servicio`,
        name: seo.h1,
        description: seo.description,
        serviceType: seo.title,
        url,
        provider: { '@id': businessId },
        areaServed: site.regions.map((name) => ({ '@type': 'AdministrativeArea', name })),
        mainEntityOfPage: { '@id': pageId },
      }
    case 'Article':
      return {
        '@type': 'Article',
        '@id': `${url}#articulo`,
        headline: seo.h1,
        description: seo.description,
        inLanguage: 'es',
        image: seo.ogImageUrl,
        author: { '@id': businessId },
        publisher: { '@id': businessId },
        mainEntityOfPage: { '@id': pageId },
        ...(seo.updatedAt ? { dateModified: seo.updatedAt } : {}),
      }
    default:
      // WebPage and FAQPage are the page node itself; LocalBusiness and
      // Electrician are the business node, which every graph holds.
      return null
  }
}

function breadcrumbList(id: string, crumbs: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    '@id': id,
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

/** additional_schema as stored: one node, a list of nodes, or a document with its own @graph. */
function additionalNodes(extra: Record<string, unknown> | null): JsonLdNode[] {
  if (!extra) return []
  const graph = (extra as { '@graph'?: unknown })['@graph']
  if (Array.isArray(graph)) return graph.filter(isNode)
  if (Array.isArray(extra)) return (extra as unknown[]).filter(isNode)
  const node = Object.fromEntries(Object.entries(extra).filter(([key]) => key !== '@context'))
  return Object.keys(node).length > 0 ? [node] : []
}

function isNode(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
