import { landingPages } from '@/content/pages'
import { publicRoutes } from '@/lib/routes'
import { getSeoConfig, noindexPaths, seoConfigs } from '@/lib/seo/config'
import { effectiveSeo } from '@/lib/seo/effective-seo'
import { qualityProblems } from '@/lib/seo/quality'

describe('built-in SEO configuration', () => {
  it('has exactly one record for every public page, and none for the admin area', () => {
    const paths = seoConfigs.map((config) => config.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect([...paths].sort()).toEqual(publicRoutes.map((route) => route.path).sort())
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

  it('marks the quote page and the legal pages noindex, and nothing else', () => {
    expect([...noindexPaths].sort()).toEqual(
      ['/solicitar-presupuesto', '/aviso-legal', '/politica-de-privacidad', '/politica-de-cookies'].sort(),
    )
    for (const config of seoConfigs) {
      const seo = effectiveSeo(config, null)
      expect(seo.robots).toBe(noindexPaths.includes(config.path) ? 'noindex,follow' : 'index,follow')
      expect(seo.canonicalUrl).toBe(
        `https://www.solaryelectricidadcieza.es${config.path === '/' ? '/' : config.path}`,
      )
    }
  })
})
