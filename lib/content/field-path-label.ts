import type { FieldDescription, ObjectDescription } from './describe-schema'

// The history's name for a changed field, in the words of the forms: the
// dotted path 'sections.5.rows.1.2' reads 'Sección 6 › Filas › fila 2 › celda 3'.
// A content path is read along the page's form description (so its words are the
// schema's); the SEO record's fields and the review date are named below.

/** The SEO record's fields, as the SEO form names them, and the content's review date. */
const recordLabels: Record<string, string> = {
  path: 'Ruta',
  title: 'Título',
  description: 'Descripción',
  h1: 'H1',
  h2Primary: 'Subtítulo principal',
  h2Secondary: 'Otros subtítulos',
  h3Strategic: 'Temas de apoyo',
  keywords: 'Palabras clave',
  canonical: 'Dirección principal',
  robots: 'Visibilidad en buscadores',
  ogImage: 'Imagen Open Graph',
  ogType: 'Tipo al compartir en redes',
  schemaType: 'Qué es la página para los buscadores',
  category: 'Categoría',
  faqs: 'Preguntas frecuentes',
  question: 'Pregunta',
  answer: 'Respuesta',
  additionalSchema: 'Datos estructurados adicionales',
  reviewBefore: 'Revisar antes de',
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** The field named `name` in an object, or in any kind of a section (a field's words are the same in each). */
function fieldOf(node: FieldDescription | undefined, name: string): FieldDescription | undefined {
  if (node?.type === 'object') return node.fields.find((field) => field.name === name)?.field
  if (node?.type === 'variants')
    for (const { fields } of Object.values(node.variants)) {
      const found = fields.find((field) => field.name === name)
      if (found) return found.field
    }
  return undefined
}

/** `path`'s words; `content` is the page's form description, when the path is of its content. */
export function fieldPathLabel(path: string, content?: ObjectDescription): string {
  const words: string[] = []
  /** Where the walk stands in the description; undefined once off it (an SEO record's field). */
  let node: FieldDescription | undefined = content
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part)) {
      const number = Number(part) + 1
      if (node?.type !== 'list') words.push(String(number))
      // A section (an item of a fixed list) is named as its legend names it: 'Sección 6'.
      else if (node.fixed) words[words.length - 1] = `${capitalised(node.itemNoun)} ${number}`
      else words.push(`${node.itemNoun} ${number}`)
      node = node?.type === 'list' ? node.item : undefined
      continue
    }
    const field = fieldOf(node, part)
    words.push(field?.label ?? recordLabels[part] ?? part)
    node = field
  }
  return words.join(' › ')
}
