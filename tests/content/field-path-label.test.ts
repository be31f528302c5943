import { describeContentSchema } from '@/lib/content/describe-schema'
import { fieldPathLabel } from '@/lib/content/field-path-label'
import { editableHomeContentSchema } from '@/content/editable-schemas'
import { editableLandingContentSchema } from '@/content/types'

// The history names a changed field in the forms' words, not by its dotted path:
// a content field by its page's form (the schema's labels), an SEO record's field
// by the SEO form's.

const landing = describeContentSchema(editableLandingContentSchema)
const home = describeContentSchema(editableHomeContentSchema)

it.each([
  ['sections.5.rows.1.2', 'Sección 6 › Filas › fila 2 › celda 3'],
  ['sections.0.figures.1.value', 'Sección 1 › Cifras › cifra 2 › Valor'],
  ['sections.2.paragraphs.0', 'Sección 3 › Párrafos › párrafo 1'],
  ['hero.picture.alt', 'Cabecera › Imagen › Texto alternativo'],
  ['faq.items.3.answer', 'Preguntas frecuentes › Preguntas › pregunta 4 › Respuesta'],
  ['sections.1.cards.0.points.2', 'Sección 2 › Tarjetas › tarjeta 1 › Puntos › punto 3'],
  ['sections.3.intro.0', 'Sección 4 › Introducción › párrafo 1'],
  ['closing.cta.behaviour', 'Cierre › Botón › Qué hace el botón'],
  ['reviewBefore', 'Revisar antes de'],
])('names the content field %s as %s', (path, label) => {
  expect(fieldPathLabel(path, landing)).toBe(label)
})

it.each([
  ['gallery.pictures.4.alt', 'Galería › Imágenes › imagen 5 › Texto alternativo'],
  ['sections.2.cards.1.cta.href', 'Sección 3 › Tarjetas › tarjeta 2 › Botón › Enlace'],
])('names the home page field %s as %s', (path, label) => {
  expect(fieldPathLabel(path, home)).toBe(label)
})

it.each([
  ['h2Secondary.1', 'Otros subtítulos › 2'],
  ['faqs.0.question', 'Preguntas frecuentes › 1 › Pregunta'],
  ['canonical', 'Dirección principal'],
])('names the SEO record field %s as %s', (path, label) => {
  expect(fieldPathLabel(path)).toBe(label)
})
