import { home } from '@/content/home'
import { getLandingPage, landingPages } from '@/content/pages'
import {
  DOORWAY_THRESHOLD,
  doorwayMessage,
  doorwayRefusal,
  jaccard,
  mostSimilar,
  shingles,
  visibleText,
} from '@/lib/staff-pages/similarity'

const builtIn = [home, ...landingPages].map((page) => ({
  path: 'path' in page ? page.path : '/',
  text: visibleText(page),
}))

describe('shingles', () => {
  it('are runs of five words, lowercased, with accents kept and punctuation dropped', () => {
    expect([...shingles('Instalación de PLACAS solares, en Cieza (Murcia).')]).toEqual([
      'instalación de placas solares en',
      'de placas solares en cieza',
      'placas solares en cieza murcia',
    ])
    expect(shingles('instalacion de placas solares en').has('instalación de placas solares en')).toBe(false)
    expect([...shingles('Solo tres palabras')]).toEqual(['solo tres palabras'])
    expect(shingles('').size).toBe(0)
  })

  it('measure shared text as Jaccard’s index', () => {
    const a = shingles('uno dos tres cuatro cinco seis')
    const b = shingles('uno dos tres cuatro cinco siete')
    expect(jaccard(a, b)).toBeCloseTo(1 / 3)
    expect(jaccard(a, a)).toBe(1)
    expect(jaccard(new Set(), new Set())).toBe(0)
  })
})

describe('visibleText', () => {
  it('reads what a visitor sees, not links, anchors, icons or artwork', () => {
    const text = visibleText({
      hero: { h1: 'Título', picture: { artwork: 'hero-solar-roof', alt: 'Un tejado' } },
      sections: [
        { kind: 'cards', id: 'ventajas', columns: 3, cards: [{ icon: 'sun', title: 'Sol', text: 'Mucho' }] },
      ],
      closing: { cta: { label: 'Pedir', href: '/solicitar-presupuesto', behaviour: 'page' } },
    })
    expect(text).toBe('Título Un tejado Sol Mucho Pedir')
  })
})

describe('doorway pages', () => {
  it('the built-in pages share far less than the threshold with each other', () => {
    for (const page of builtIn) {
      const others = builtIn.filter((other) => other.path !== page.path)
      expect([page.path, mostSimilar(page.text, others)!.share < DOORWAY_THRESHOLD / 4]).toEqual([
        page.path,
        true,
      ])
    }
  })

  it('refuses a copy of a built-in page with the town changed, naming the page it repeats', () => {
    const murcia = getLandingPage('/instalacion-placas-murcia')
    const copy = visibleText(JSON.parse(JSON.stringify(murcia).replaceAll('Murcia', 'Jumilla')))
    const refusal = doorwayRefusal(copy, builtIn)
    expect(refusal).toMatch(/^Esta página repite el \d{2} % de \/instalacion-placas-murcia$/)
    expect(Number(refusal!.match(/(\d+) %/)![1])).toBeGreaterThan(60)
  })

  it('accepts a page with its own text', () => {
    const own = visibleText({
      hero: {
        h1: 'Placas solares en Jumilla',
        subtitle: 'Bodegas, viñedos y casas de campo con tejados amplios al sol',
      },
      sections: [
        {
          paragraphs: [
            'En el altiplano de Jumilla las heladas de invierno y los veranos secos piden paneles con buena ventilación.',
            'Hemos montado la instalación de una bodega del paraje de la Alquería y de varias casas del barrio del Rollo.',
          ],
        },
      ],
    })
    expect(doorwayRefusal(own, builtIn)).toBeNull()
  })

  it('writes the share the Spanish way', () => {
    expect(doorwayMessage({ path: '/instalacion-placas-murcia', share: 0.7849 })).toBe(
      'Esta página repite el 78 % de /instalacion-placas-murcia',
    )
    expect(doorwayMessage({ path: '/x', share: 1 })).toBe('Esta página repite el 100 % de /x')
  })
})
