import { home } from '@/content/home'
import { landingPages } from '@/content/pages'
import type { Cta, LandingPage } from '@/content/types'

// The specification's requirements on each page's content (landing-pages.md, sections 2 and 9).

function ctasOf(page: LandingPage): Cta[] {
  const ctas: Cta[] = [page.hero.cta, page.closing.cta]
  for (const section of page.sections) {
    if ('cta' in section && section.cta) ctas.push(section.cta)
    if (section.kind === 'cards') section.cards.forEach((card) => card.cta && ctas.push(card.cta))
    if (section.kind === 'zones') section.zones.forEach((zone) => zone.cta && ctas.push(zone.cta))
  }
  return ctas
}

/** All visible text of a page, for the figure checks. */
function textOf(page: LandingPage): string {
  return JSON.stringify(page).replace(/\\"/g, '"')
}

const page = (path: string) => {
  const found = landingPages.find((candidate) => candidate.path === path)
  if (!found) throw new Error(`missing ${path}`)
  return found
}

const spec: Record<
  string,
  { faqs?: number; hero?: string; closing?: string; labels?: string[]; figures: string[] }
> = {
  '/instalacion-placas-solares': {
    faqs: 6,
    figures: [
      '70 %',
      '5-7 años',
      '25-30 años',
      '25 años',
      '1-3 días',
      '2-3 meses',
      '10 kW',
      '15 kW',
      '3 kW',
      '10-15 %',
    ],
  },
  '/instalacion-placas-solares-comunidades-vecinos': { faqs: 3, figures: [] },
  '/instalacion-placas-solares-autoconsumo': {
    faqs: 5,
    hero: 'Calcular mi ahorro',
    closing: 'Calcular mi ahorro ahora',
    figures: ['0,05-0,08 €/kWh', '450-550 W', '50-70 %'],
  },
  '/calcular-ahorro-placas-solares': { faqs: 3, figures: [] },
  '/instalacion-placas-murcia': {
    faqs: 5,
    hero: 'Solicitar presupuesto',
    closing: 'Solicitar estudio gratuito',
    labels: ['Más información'],
    figures: ['300', '3.000', '1.700-1.900 kWh/m²', '4-6 años', '40 %'],
  },
  '/instalacion-placas-solares-albacete': {
    figures: ['5-7 años', '25 años', '6-12 paneles', '3-6 kW', '4.000-8.000 €', '990 €', '95 %'],
  },
  '/instalacion-placas-solares-valencia': {
    figures: ['2.500', '50-70 %', '1-2 días', '2-4 semanas', '3.000 €', '1.000 €'],
  },
  '/instalacion-placas-solares-alicante': {
    figures: ['2.800', '5-6 años', '60-70 %', '80 %', '10-12 años', '5-10 años', '300 €'],
  },
  '/instalaciones-electricas': {
    faqs: 6,
    hero: 'Pedir un presupuesto',
    closing: 'Solicitar presupuesto gratuito',
    figures: ['5 años', '24'],
  },
  '/instalacion-electrica-murcia': { faqs: 2, figures: ['3.000-6.000 €', '100 m²'] },
  '/instalacion-electrica-valencia': { faqs: 5, figures: ['2.000-6.000 €'] },
  '/instalacion-electrica-exterior': {
    faqs: 5,
    figures: ['IP44', 'IP54', 'IP65', 'IP68', '12 V', '60 cm', '30 mA'],
  },
  '/instalacion-electrica-viviendas': { faqs: 5, figures: ['3-5 días', '30 mA'] },
  '/instalacion-electrica-industrial': { faqs: 2, figures: ['15-25 kW', '50-100 kW'] },
  '/instalacion-electrica-edificios': { faqs: 5, figures: ['5 años', '4-6 plantas', '2-4 semanas'] },
  '/instalacion-electrica-garajes': { faqs: 5, figures: ['22 kW', 'IP54', '5 plazas'] },
  '/instalacion-electrica-de-baja-tension': { faqs: 5, figures: ['1.000 V', '1.500 V', '5-10 años'] },
  '/ayudas-placas-solares': {
    hero: 'Consulta tu caso',
    labels: ['Solicitar tu presupuesto personalizado'],
    figures: [
      '1.320 millones de €',
      '40 %',
      '60 %',
      '7.500 €',
      '30 %',
      '10 %',
      '1.000 €',
      '3.000 €',
      '20 %',
      '990 €',
      '300 €',
      '95 %',
      '3-5 años',
      '31 de diciembre de 2023',
      '31 de marzo de 2026',
      'julio de 2025',
      'enero de 2025',
      'enero de 2026',
    ],
  },
  '/ayudas-para-instalar-placas-solares-en-murcia': {
    figures: [
      '215 millones de €',
      '15 millones de €',
      '5 millones de €',
      '600 €/kWp',
      '490 €/kWh',
      '450',
      '300 €/kWp',
      '55 €/kWp',
      '15 €/kWh',
      '20.000',
      '5.000',
      '16 de noviembre de 2021',
      '31 de diciembre de 2023',
      '25 %',
      '30 de junio de 2021',
      '20 %',
    ],
  },
}

const landingPaths = new Set(landingPages.map((candidate) => candidate.path))

describe('landing pages content', () => {
  it('has every page of the specification, once', () => {
    expect([...landingPaths].sort()).toEqual(Object.keys(spec).sort())
    expect(landingPaths.size).toBe(landingPages.length)
  })

  describe.each(Object.entries(spec))('%s', (path, expected) => {
    const content = page(path)

    it('has the FAQ count of the specification, with a block description', () => {
      if (expected.faqs !== undefined) expect(content.faq.items).toHaveLength(expected.faqs)
      else expect(content.faq.items.length).toBeGreaterThanOrEqual(4)
      expect(content.faq.description.length).toBeGreaterThan(20)
    })

    it('has the button labels of the specification', () => {
      if (expected.hero) expect(content.hero.cta.label).toBe(expected.hero)
      if (expected.closing) expect(content.closing.cta.label).toBe(expected.closing)
      const labels = ctasOf(content).map((cta) => cta.label)
      for (const label of expected.labels ?? []) expect(labels).toContain(label)
    })

    it('sends every button where the specification says', () => {
      for (const cta of ctasOf(content)) {
        // 'Calcular mi ahorro' opens the calculator; every other button the quote page.
        if (cta.behaviour === 'page')
          expect(cta.href).toBe(
            cta.label.startsWith('Calcular mi ahorro')
              ? '/calcular-ahorro-placas-solares'
              : '/solicitar-presupuesto',
          )
        if (cta.behaviour === 'client') expect(landingPaths).toContain(cta.href)
        if (cta.behaviour === 'scroll') {
          expect(cta.href).toBe('#contacto')
          expect(content.contact).toBeDefined()
        }
      }
    })

    it('shows every figure of the specification that belongs to it, the Spanish way', () => {
      const text = textOf(content)
      for (const figure of expected.figures) expect(text).toContain(figure)
      expect(text).not.toMatch(/\d,\d{3}\b(?! ?€\/)/) // no English thousands separators
      expect(text).not.toMatch(/\bEUR\b/)
      expect(text).not.toMatch(/\d\.\d{1,2}(?!\d)\s?(%|€|kW|W\b)/) // no decimal points
    })

    it('has search copy within the quality limits', () => {
      expect(content.seo.title.length).toBeGreaterThanOrEqual(30)
      expect(content.seo.title.length).toBeLessThanOrEqual(60)
      expect(content.seo.description.length).toBeGreaterThanOrEqual(120)
      expect(content.seo.description.length).toBeLessThanOrEqual(160)
      expect(content.hero.h1.length).toBeLessThanOrEqual(70)
      expect(content.seo.keywords.length).toBeLessThanOrEqual(10)
    })

    it('has unique anchor ids and never takes the reserved id contacto', () => {
      const ids = content.sections.flatMap((section) => (section.id ? [section.id] : []))
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).not.toContain('contacto')
    })
  })

  it('the self-consumption page’s two calculate buttons open the calculator', () => {
    const autoconsumo = page('/instalacion-placas-solares-autoconsumo')
    for (const cta of [autoconsumo.hero.cta, autoconsumo.closing.cta])
      expect(cta).toMatchObject({ href: '/calcular-ahorro-placas-solares', behaviour: 'page' })
  })

  it('main calls to action of the solar general page, the Murcia page and the city pages go to the quote page', () => {
    for (const path of [
      '/instalacion-placas-solares',
      '/instalacion-placas-murcia',
      '/instalacion-placas-solares-albacete',
    ]) {
      expect(page(path).hero.cta).toMatchObject({ href: '/solicitar-presupuesto', behaviour: 'page' })
    }
  })

  it('the general electrical page links its four specialised services client-side', () => {
    const services = page('/instalaciones-electricas')
      .sections.flatMap((section) => (section.kind === 'cards' ? section.cards : []))
      .flatMap((card) => (card.cta?.behaviour === 'client' ? [card.cta.href] : []))
    expect(services).toEqual([
      '/instalacion-electrica-murcia',
      '/instalacion-electrica-valencia',
      '/instalacion-electrica-exterior',
      '/instalacion-electrica-viviendas',
    ])
  })

  it('the general solar page links its three service pages and lists six installation steps', () => {
    const solar = page('/instalacion-placas-solares')
    const links = solar.sections
      .flatMap((section) => (section.kind === 'cards' ? section.cards : []))
      .flatMap((card) => (card.cta?.behaviour === 'client' ? [card.cta.href] : []))
    expect(links).toEqual([
      '/instalacion-placas-solares-comunidades-vecinos',
      '/instalacion-placas-solares-autoconsumo',
      '/instalacion-placas-murcia',
    ])
    const steps = solar.sections.find((section) => section.kind === 'steps')
    expect(steps?.kind === 'steps' && steps.steps).toHaveLength(6)
  })

  it('the Murcia page has three zones with a quote button each', () => {
    const zones = page('/instalacion-placas-murcia').sections.find((section) => section.kind === 'zones')
    expect(zones?.kind === 'zones' && zones.zones.map((zone) => zone.cta?.href)).toEqual([
      '/solicitar-presupuesto',
      '/solicitar-presupuesto',
      '/solicitar-presupuesto',
    ])
  })
})

describe('home page content', () => {
  it('has the hero title and the button texts of the specification, all scrolling to #contacto', () => {
    expect(home.hero.h1).toBe('Instalaciones Eléctricas y Placas Solares')
    expect(home.hero.cta).toEqual({
      label: 'Solicita tu presupuesto',
      href: '#contacto',
      behaviour: 'scroll',
    })
    const [solar, electrical, services] = home.sections
    expect(solar).toMatchObject({
      id: 'placas-solares',
      cta: { label: 'Solicita tu presupuesto y empieza a ahorrar', href: '#contacto' },
    })
    expect(solar!.cards).toHaveLength(3)
    expect(electrical).toMatchObject({
      id: 'instalaciones',
      cta: { label: 'Contáctanos', href: '#contacto' },
    })
    expect(electrical!.cards).toHaveLength(3)
    expect(services!.cards.map((card) => card.cta)).toEqual(
      Array(3).fill({ label: 'Más información', href: '#contacto', behaviour: 'scroll' }),
    )
  })

  it('has six gallery pictures, each with Spanish alt text', () => {
    expect(home.gallery.heading).toBe('Nuestros proyectos')
    expect(home.gallery.pictures).toHaveLength(6)
    for (const picture of home.gallery.pictures) expect(picture.alt.length).toBeGreaterThan(20)
  })
})
