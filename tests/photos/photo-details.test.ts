import { photoDetailsSchema, photoEditSchema } from '@/lib/validations/photo'

// A photo's details as the library's form and the server read them: one line
// of plain text each, invisible characters dropped, spaces collapsed; the alt
// text required, caption and place optional (empty is none); Spanish messages.

const messages = (input: unknown) => {
  const result = photoDetailsSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

it('cleans the text and makes an empty caption or place none', () => {
  expect(photoDetailsSchema.parse({ alt: '  Placas\u200b  en   Cieza ', caption: '', place: null })).toEqual({
    alt: 'Placas en Cieza',
    caption: null,
    place: null,
  })
  expect(photoDetailsSchema.parse({ alt: 'Nave', place: ' Abarán ' })).toEqual({
    alt: 'Nave',
    caption: null,
    place: 'Abarán',
  })
})

it('refuses an empty or missing alt text, tags, line breaks and text too long, in Spanish', () => {
  const required = 'alt: Describe la foto: el texto alternativo es obligatorio'
  expect(messages({ alt: ' \u200b ' })).toEqual([required])
  expect(messages({})).toEqual([required])
  expect(messages({ alt: 'Placas <script>' })).toEqual([
    'alt: Solo texto sin formato: quita las etiquetas HTML (<…>)',
  ])
  expect(messages({ alt: 'Una\nfoto' })).toEqual([
    'alt: Quita los saltos de línea y los caracteres de control',
  ])
  expect(messages({ alt: 'x'.repeat(201), caption: 'y'.repeat(301), place: 'z'.repeat(121) })).toEqual([
    'alt: El texto alternativo tiene como máximo 200 caracteres',
    'caption: El pie de foto tiene como máximo 300 caracteres',
    'place: El lugar tiene como máximo 120 caracteres',
  ])
  expect(messages({ alt: 'Nave', caption: 5 })).toEqual(['caption: Escribe un texto'])
})

describe('the focal point the edit form posts', () => {
  const edit = (focal: Record<string, unknown>) => photoEditSchema.safeParse({ alt: 'Nave', ...focal })
  const refusal = (focal: Record<string, unknown>) => {
    const result = edit(focal)
    return result.success
      ? null
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }

  it('reads the form’s text as numbers from 0 to 1, kept to thousandths; the edges are inside', () => {
    expect(edit({ focalX: '0.25', focalY: '0.3333333' }).data).toMatchObject({ focalX: 0.25, focalY: 0.333 })
    expect(edit({ focalX: '0', focalY: '1' }).data).toMatchObject({ focalX: 0, focalY: 1 })
    // Left out, the stored point stays: the texts-only save.
    expect(edit({}).data).toEqual({ alt: 'Nave', caption: null, place: null })
  })

  it('refuses a point outside the photo, an empty or unreadable value, or one coordinate alone, in Spanish', () => {
    const outside = 'El punto de interés tiene que estar dentro de la foto'
    expect(refusal({ focalX: '1.5', focalY: '0.5' })).toEqual([`focalX: ${outside}`])
    expect(refusal({ focalX: '0.5', focalY: '-0.01' })).toEqual([`focalY: ${outside}`])
    const choose = 'Elige el punto de interés haciendo clic en la foto'
    expect(refusal({ focalX: '', focalY: '0.5' })).toEqual([`focalX: ${choose}`])
    expect(refusal({ focalX: 'centro', focalY: '0.5' })).toEqual([`focalX: ${choose}`])
    expect(refusal({ focalX: '0.5' })).toEqual([`focalX: ${choose}`])
  })
})
