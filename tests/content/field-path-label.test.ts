import { fieldPathLabel } from '@/components/admin/content/field-path-label'

// The history names a changed field in the forms' words, not by its dotted path.

it.each([
  ['sections.5.rows.1.2', 'Sección 6 › Filas › fila 2 › celda 3'],
  ['sections.0.figures.1.value', 'Sección 1 › Cifras › cifra 2 › Valor'],
  ['sections.2.paragraphs.0', 'Sección 3 › Párrafos › párrafo 1'],
  ['hero.picture.alt', 'Cabecera › Imagen › Texto alternativo'],
  ['faq.items.3.answer', 'Preguntas frecuentes › Preguntas › pregunta 4 › Respuesta'],
  ['h2Secondary.1', 'H2 secundarios › 2'],
  ['faqs.0.question', 'Preguntas frecuentes › 1 › Pregunta'],
  ['reviewBefore', 'Revisar antes de'],
])('names %s as %s', (path, label) => {
  expect(fieldPathLabel(path)).toBe(label)
})
