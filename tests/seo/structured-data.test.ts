import { breadcrumbsOf } from '@/lib/seo/breadcrumbs'
import { getSeoConfig } from '@/lib/seo/config'
import { effectiveSeo } from '@/lib/seo/effective-seo'
import { serializeJsonLd } from '@/lib/seo/json-ld'
import { pageGraph } from '@/lib/seo/structured-data'

const hostile = '</script><script>alert(1)</script>'
const seoOf = (path: string, changes = {}) =>
  effectiveSeo(getSeoConfig(path)!, { ...getSeoConfig(path)!, ...changes })

type Node = Record<string, unknown> & { '@type': string | string[] }
const graphOf = (data: Record<string, unknown>) => data['@graph'] as Node[]
const nodeOfType = (data: Record<string, unknown>, type: string) =>
  graphOf(data).find((node) => node['@type'] === type)

describe('page JSON-LD', () => {
  it('holds the business with hours and price range, the page, breadcrumbs and the visible FAQs', () => {
    const seo = seoOf('/instalacion-placas-solares-autoconsumo')
    const graph = pageGraph(seo, breadcrumbsOf(seo))
    const business = nodeOfType(graph, 'Electrician')!
    expect(business.priceRange).toBe('€€')
    expect(business.openingHoursSpecification).toMatchObject({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    })
    expect(nodeOfType(graph, 'Service')).toMatchObject({ provider: { '@id': business['@id'] } })
    const crumbs = nodeOfType(graph, 'BreadcrumbList')!.itemListElement as { name: string; item: string }[]
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      'https://www.solaryelectricidadcieza.es/',
      'https://www.solaryelectricidadcieza.es/instalacion-placas-solares',
      'https://www.solaryelectricidadcieza.es/instalacion-placas-solares-autoconsumo',
    ])
    const faq = nodeOfType(graph, 'FAQPage')!.mainEntity as {
      name: string
      acceptedAnswer: { text: string }
    }[]
    expect(faq.map((item) => ({ question: item.name, answer: item.acceptedAnswer.text }))).toEqual(seo.faqs)
  })

  it('leaves the breadcrumb trail out of the home page, where it would hold one item', () => {
    const seo = seoOf('/')
    const graph = pageGraph(seo, breadcrumbsOf(seo))
    expect(breadcrumbsOf(seo)).toHaveLength(1)
    expect(nodeOfType(graph, 'BreadcrumbList')).toBeUndefined()
    expect(nodeOfType(graph, 'WebPage')).not.toHaveProperty('breadcrumb')
    const landing = pageGraph(
      seoOf('/instalacion-placas-murcia'),
      breadcrumbsOf(seoOf('/instalacion-placas-murcia')),
    )
    expect(nodeOfType(landing, 'WebPage')).toMatchObject({
      breadcrumb: { '@id': expect.stringMatching(/#migas$/) },
    })
  })

  it('makes the page node itself the FAQPage when that is its schema type', () => {
    const seo = seoOf('/ayudas-placas-solares', { schemaType: 'FAQPage' })
    const graph = pageGraph(seo, breadcrumbsOf(seo))
    expect(graphOf(graph).filter((node) => node['@type'] === 'FAQPage')).toHaveLength(1)
    expect(nodeOfType(graph, 'FAQPage')!['@id']).toMatch(/#pagina$/)
  })

  it('merges additional_schema, a single node or a whole @graph', () => {
    const single = pageGraph(
      seoOf('/', {
        additionalSchema: { '@context': 'https://schema.org', '@type': 'Offer', name: 'Revisión' },
      }),
      [],
    )
    expect(nodeOfType(single, 'Offer')).toEqual({ '@type': 'Offer', name: 'Revisión' })
    const many = pageGraph(
      seoOf('/', { additionalSchema: { '@graph': [{ '@type': 'Event' }, { '@type': 'Product' }] } }),
      [],
    )
    expect(nodeOfType(many, 'Event')).toBeDefined()
    expect(nodeOfType(many, 'Product')).toBeDefined()
  })

  it('serialises hostile text so it cannot close the script element, and still parses', () => {
    const seo = seoOf('/', {
      faqs: [{ question: hostile, answer: hostile }],
      additionalSchema: { '@type': 'Thing', name: hostile },
    })
    const json = serializeJsonLd(pageGraph(seo, breadcrumbsOf(seo)))
    expect(json).not.toMatch(/<\/script/i)
    expect(json).not.toContain('<')
    const parsed = JSON.parse(json)
    expect(nodeOfType(parsed, 'Thing')!.name).toBe(hostile)
  })

  it('writes every character above U+00FF as an escape, so the HTML stays one-byte text, and still parses', () => {
    const text = 'Precio €€ – “instalación” 😀\u2028fin'
    const json = serializeJsonLd({ '@type': 'Thing', name: text })
    expect(json).toMatch(/^[\u0000-\u00ff]*$/)
    expect(json).toContain('instalación') // Latin-1 characters stay as they are
    expect(JSON.parse(json)).toEqual({ '@type': 'Thing', name: text })
  })
})
