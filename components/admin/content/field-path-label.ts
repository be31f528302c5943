import { fieldLabels, itemNouns } from './content-labels'

// The history's name for a changed field, in the words of the forms: the
// dotted path 'sections.5.rows.1.2' reads 'Sección 6 › Filas › fila 2 › celda 3'.

/** The SEO record's fields, as the SEO form names them, and the content's review date. */
const recordLabels: Record<string, string> = {
  path: 'Ruta',
  h2Primary: 'H2 principal',
  h2Secondary: 'H2 secundarios',
  h3Strategic: 'H3 estratégicos',
  keywords: 'Palabras clave',
  canonical: 'URL canónica',
  robots: 'Robots',
  ogImage: 'Imagen Open Graph',
  ogType: 'Tipo Open Graph',
  schemaType: 'Tipo de schema',
  category: 'Categoría',
  faqs: 'Preguntas frecuentes',
  additionalSchema: 'Schema adicional',
  reviewBefore: 'Revisar antes de',
}

export function fieldPathLabel(path: string): string {
  const words: string[] = []
  let parent = ''
  /** The list whose item the next number names, as itemNouns knows it. */
  let list: string | null = null
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part)) {
      const number = Number(part) + 1
      if (list === 'sections') words[words.length - 1] = `Sección ${number}`
      else words.push(list && itemNouns[list] ? `${itemNouns[list]} ${number}` : String(number))
      // A table row's items are its cells.
      list = list === 'rows' ? 'rows[]' : null
      continue
    }
    const qualified = `${parent}.${part}`
    words.push(fieldLabels[qualified] ?? fieldLabels[part] ?? recordLabels[part] ?? part)
    list = qualified in itemNouns ? qualified : part
    parent = part
  }
  return words.join(' › ')
}
