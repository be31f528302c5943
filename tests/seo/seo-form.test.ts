import { storedCopyOf } from '../support/seo'
import { seoFormSchema, toSeoFormValues } from '@/lib/validations/seo'

const record = storedCopyOf('/instalacion-placas-solares')
const values = toSeoFormValues(record)

describe('SEO editor schema', () => {
  it('turns a record into fields and back into the same record', () => {
    const parsed = seoFormSchema.parse(values)
    expect(parsed).toEqual({ ...record, h2Secondary: record.h2Secondary.slice(0, 3) })
  })

  it('does not block a title over 60 or a description over 160 characters', () => {
    const parsed = seoFormSchema.safeParse({ ...values, title: 'x'.repeat(61), description: 'y'.repeat(161) })
    expect(parsed.success).toBe(true)
  })

  it('refuses additional schema that is not a JSON object, with a clear message', () => {
    for (const additionalSchema of ['{ "@type": ', '[1, 2]', '"texto"']) {
      const parsed = seoFormSchema.safeParse({ ...values, additionalSchema })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe(
        'Los datos estructurados adicionales deben ser un objeto JSON válido',
      )
    }
    expect(seoFormSchema.parse({ ...values, additionalSchema: '' }).additionalSchema).toBeNull()
    expect(
      seoFormSchema.parse({ ...values, additionalSchema: '{"@type":"Offer"}' }).additionalSchema,
    ).toEqual({
      '@type': 'Offer',
    })
  })

  it('splits keywords by commas and strategic H3s by lines, dropping blanks', () => {
    const parsed = seoFormSchema.parse({ ...values, keywords: ' a, b ,, c ', h3Strategic: 'uno\n\n dos \n' })
    expect(parsed.keywords).toEqual(['a', 'b', 'c'])
    expect(parsed.h3Strategic).toEqual(['uno', 'dos'])
  })

  it('refuses a fourth secondary H2, an empty FAQ question, an unknown robots value, an http canonical, and a blank title or H1', () => {
    const cases = [
      [{ h2Secondary: [1, 2, 3, 4].map((n) => ({ value: `H2 ${n}` })) }, 'Como máximo 3 subtítulos'],
      [{ faqs: [{ question: ' ', answer: 'Sí' }] }, 'Cada pregunta necesita su texto'],
      [{ robots: 'all' }, 'Elige una opción de visibilidad en buscadores'],
      [{ canonical: 'http://example.com/' }, 'La dirección principal debe empezar por https:// o por /'],
      [{ path: '/../etc' }, 'Ruta no válida'],
      [{ title: '  ' }, 'El título es obligatorio'],
      [{ h1: '' }, 'El H1 es obligatorio'],
    ] as const
    for (const [change, message] of cases) {
      const parsed = seoFormSchema.safeParse({ ...values, ...change })
      expect(parsed.error?.issues[0]?.message).toBe(message)
    }
  })
})
