import { landingPages } from '@/content/pages'
import { adminPaths, publicRoutes } from '@/lib/routes'
import { getSeoConfig, noindexPaths, seoConfigs } from '@/lib/seo/config'
import { qualityProblems } from '@/lib/seo/quality'
import { resolvePageSeo } from '@/lib/seo/resolve'

describe('built-in SEO configuration', () => {
  it('has exactly one record for every public page and admin page', () => {
    const paths = seoConfigs.map((config) => config.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect([...paths].sort()).toEqual([...publicRoutes.map((route) => route.path), ...adminPaths].sort())
  })

  it.each(seoConfigs.map((config) => [config.path, config] as const))(
    '%s passes every quality check',
    (_, config) => {
      expect(qualityProblems(config)).toEqual([])
    },
  )

  it('carries each landing page’s H1, first heading and visible FAQs', () => {
    for (const page of landingPages) {
      const config = getSeoConfig(page.path)!
      expect(config.h1).toBe(page.hero.h1)
      expect(config.h2Primary).toBe(page.sections[0]!.heading)
      expect(config.faqs).toEqual(page.faq.items)
    }
  })

  it('marks the quote page, the legal pages and the admin area noindex, and nothing else', () => {
    expect([...noindexPaths].sort()).toEqual(
      [
        '/solicitar-presupuesto',
        '/aviso-legal',
        '/politica-de-privacidad',
        '/politica-de-cookies',
        '/auth',
        '/seo-dashboard',
      ].sort(),
    )
    for (const config of seoConfigs) {
      const seo = resolvePageSeo(config, {
        pillar: config.pillar,
        forcedNoindex: noindexPaths.includes(config.path),
      })
      expect(seo.robots).toBe(noindexPaths.includes(config.path) ? 'noindex, follow' : 'index, follow')
      expect(seo.canonical).toBe(
        `https://www.solaryelectricidadcieza.es${config.path === '/' ? '/' : config.path}`,
      )
    }
  })

  it('names no pillar by default', () => {
    expect(seoConfigs.filter((config) => config.pillar)).toEqual([])
  })
})
