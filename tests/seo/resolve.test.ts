import { getSeoConfig } from '@/lib/seo/config'
import { healthIssues, healthScore, qualityProblems } from '@/lib/seo/quality'
import { resolvePageSeo } from '@/lib/seo/resolve'

const config = getSeoConfig('/instalacion-placas-solares-autoconsumo')!

describe('indexing rules', () => {
  it('makes a satellite noindex, follow with a canonical to its pillar', () => {
    const seo = resolvePageSeo(config, { pillar: '/instalacion-placas-solares', forcedNoindex: false })
    expect(seo.robots).toBe('noindex, follow')
    expect(seo.indexable).toBe(false)
    expect(seo.canonical).toBe('https://www.solaryelectricidadcieza.es/instalacion-placas-solares')
  })

  it('forces noindex on a listed path whatever its stored robots say', () => {
    const seo = resolvePageSeo({ ...config, robots: 'index,follow' }, { forcedNoindex: true })
    expect(seo.robots).toBe('noindex, follow')
  })

  it('follows a stored robots value and canonical on other pages, made absolute', () => {
    const seo = resolvePageSeo(
      {
        ...config,
        robots: 'noindex,nofollow',
        canonical: '/instalacion-placas-solares',
        ogImage: '/images/x.png',
      },
      { forcedNoindex: false },
    )
    expect(seo.robots).toBe('noindex, nofollow')
    expect(seo.canonical).toBe('https://www.solaryelectricidadcieza.es/instalacion-placas-solares')
    expect(seo.ogImage).toBe('https://www.solaryelectricidadcieza.es/images/x.png')
  })

  it('defaults to index, follow, the page itself as canonical and the generated social image', () => {
    const seo = resolvePageSeo(config, { forcedNoindex: false })
    expect(seo.robots).toBe('index, follow')
    expect(seo.canonical).toBe(
      'https://www.solaryelectricidadcieza.es/instalacion-placas-solares-autoconsumo',
    )
    expect(seo.ogImage).toBe('https://www.solaryelectricidadcieza.es/social-image.png')
    expect(seo.updatedAt).toBeNull()
  })
})

describe('health and quality checks', () => {
  it('flags a missing or too long title, description and a missing H1', () => {
    expect(healthIssues({ title: '', description: '', h1: ' ' })).toEqual(['Título', 'Descripción', 'H1'])
    expect(healthIssues({ title: 'x'.repeat(61), description: 'x'.repeat(161), h1: 'H' })).toEqual([
      'Título',
      'Descripción',
    ])
    expect(healthIssues({ title: 'x'.repeat(60), description: 'x'.repeat(160), h1: 'H' })).toEqual([])
  })

  it('scores 100 minus 5 per issue, never below 0', () => {
    expect(healthScore(0)).toBe(100)
    expect(healthScore(3)).toBe(85)
    expect(healthScore(25)).toBe(0)
  })

  it('reports each broken quality rule at its boundary', () => {
    const ok = {
      title: 'x'.repeat(30),
      description: 'x'.repeat(120),
      h1: 'x'.repeat(70),
      keywords: Array(10).fill('k'),
      canonical: 'https://a.es/',
    }
    expect(qualityProblems(ok)).toEqual([])
    expect(
      qualityProblems({
        title: 'x'.repeat(29),
        description: 'x'.repeat(161),
        h1: 'x'.repeat(71),
        keywords: Array(11).fill('k'),
        canonical: 'http://a.es/',
      }),
    ).toHaveLength(5)
  })
})
