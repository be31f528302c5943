import { checkPillarPages, getSeoConfig, neverIndexedPaths, seoConfigs } from '@/lib/seo/config'
import { effectiveSeo } from '@/lib/seo/effective-seo'
import { healthIssues, healthScore, qualityProblems } from '@/lib/seo/quality'

const config = getSeoConfig('/instalacion-placas-solares-autoconsumo')!
const legal = getSeoConfig('/aviso-legal')!
const stored = (changes: object) => ({ ...config, updatedAt: '2026-07-01T10:00:00.000Z', ...changes })

describe('the effective record', () => {
  it('is the stored record when there is one, else the built-in one', () => {
    expect(effectiveSeo(config, stored({ title: 'Guardado' }))).toMatchObject({
      title: 'Guardado',
      updatedAt: '2026-07-01T10:00:00.000Z',
    })
    expect(effectiveSeo(config, null)).toMatchObject({ title: config.title, updatedAt: null })
  })

  it('keeps a page built as noindex noindex whatever its stored robots say', () => {
    const seo = effectiveSeo(legal, {
      ...legal,
      robots: 'index,follow',
      updatedAt: '2026-07-01T10:00:00.000Z',
    })
    expect(seo.robots).toBe('noindex,follow')
    expect(seo.indexable).toBe(false)
  })

  it('follows a stored robots value and canonical on other pages, made absolute', () => {
    const seo = effectiveSeo(
      config,
      stored({
        robots: 'noindex,nofollow',
        canonical: '/instalacion-placas-solares',
        ogImage: '/images/x.png',
      }),
    )
    expect(seo.robots).toBe('noindex,nofollow')
    expect(seo.indexable).toBe(false)
    expect(seo.canonicalUrl).toBe('https://www.solaryelectricidadcieza.es/instalacion-placas-solares')
    expect(seo.ogImageUrl).toBe('https://www.solaryelectricidadcieza.es/images/x.png')
    // The record's own fields stay as written, for the editor.
    expect(seo.canonical).toBe('/instalacion-placas-solares')
  })

  it('defaults to index, follow, the page itself as canonical and the generated social image', () => {
    const seo = effectiveSeo(config, null)
    expect(seo.robots).toBe('index,follow')
    expect(seo.indexable).toBe(true)
    expect(seo.canonicalUrl).toBe(
      'https://www.solaryelectricidadcieza.es/instalacion-placas-solares-autoconsumo',
    )
    expect(seo.ogImageUrl).toBe('https://www.solaryelectricidadcieza.es/social-image.png')
    expect(seo.canonical).toBeNull()
  })
})

describe('pillar pages', () => {
  const pillar = getSeoConfig('/instalacion-placas-solares')!
  const satellite = { ...config, pillarPage: pillar.path }

  it('no page is a satellite by default', () => {
    expect(seoConfigs.filter((builtIn) => builtIn.pillarPage !== null)).toEqual([])
  })

  it('makes a satellite noindex, follow with its canonical at the pillar, whatever is stored', () => {
    const seo = effectiveSeo(satellite, stored({ robots: 'index,nofollow', canonical: '/otra' }))
    expect(seo).toMatchObject({ robots: 'noindex,follow', indexable: false, pillarPage: pillar.path })
    expect(seo.canonicalUrl).toBe('https://www.solaryelectricidadcieza.es/instalacion-placas-solares')
    expect(effectiveSeo(pillar, null)).toMatchObject({
      robots: 'index,follow',
      indexable: true,
      pillarPage: null,
    })
  })

  it('ignores a page named as its own pillar', () => {
    const seo = effectiveSeo({ ...config, pillarPage: config.path }, null)
    expect(seo).toMatchObject({ robots: 'index,follow', indexable: true, pillarPage: null })
  })

  it('leaves satellites out of the indexed paths', () => {
    expect(neverIndexedPaths([pillar, satellite, legal])).toEqual([satellite.path, legal.path])
  })

  it('refuses a pillar that is the page itself, unknown, noindex or a satellite', () => {
    expect(checkPillarPages([pillar, satellite])).toEqual([pillar, satellite])
    const refused = [
      [{ ...pillar, pillarPage: pillar.path }],
      [pillar, { ...config, pillarPage: '/no-existe' }],
      [legal, { ...config, pillarPage: legal.path }],
      [{ ...pillar, pillarPage: legal.path }, legal, satellite],
    ]
    for (const configs of refused) expect(() => checkPillarPages(configs)).toThrow(/pillar page/)
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
