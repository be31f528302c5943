import { photoDetailsSchema } from '@/lib/validations/photo'

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
