// The Spanish words the content form shows for the content schema's names:
// each field's label, what one item of a list is called, each section kind's
// name and the choices of a select. describe-schema.ts refuses a field, list
// or kind missing here, so a new one cannot reach the form unnamed.

/** A field's label, by its name in the schema. */
export const fieldLabels: Record<string, string> = {
  hero: 'Cabecera',
  h1: 'H1',
  subtitle: 'Subtítulo',
  picture: 'Imagen',
  artwork: 'Ilustración',
  alt: 'Texto alternativo',
  cta: 'Botón',
  label: 'Etiqueta',
  href: 'Enlace',
  behaviour: 'Qué hace el botón',
  sections: 'Secciones',
  kind: 'Tipo',
  id: 'Ancla',
  heading: 'Título',
  intro: 'Introducción',
  paragraphs: 'Párrafos',
  figures: 'Cifras',
  value: 'Valor',
  columns: 'Columnas',
  cards: 'Tarjetas',
  icon: 'Icono',
  title: 'Título',
  text: 'Texto',
  points: 'Puntos',
  steps: 'Pasos',
  items: 'Elementos',
  note: 'Nota',
  zones: 'Zonas',
  name: 'Nombre',
  places: 'Localidades',
  caption: 'Pie de tabla',
  rows: 'Filas',
  faq: 'Preguntas frecuentes',
  description: 'Descripción',
  question: 'Pregunta',
  answer: 'Respuesta',
  closing: 'Cierre',
  contact: 'Contacto',
  gallery: 'Galería',
  pictures: 'Imágenes',
  src: 'Imagen',
}

/** What one item of a list is called (lower case), by the list's name: 'Quitar fila 3'. */
export const itemNouns: Record<string, string> = {
  sections: 'sección',
  intro: 'párrafo',
  paragraphs: 'párrafo',
  figures: 'cifra',
  cards: 'tarjeta',
  points: 'punto',
  steps: 'paso',
  items: 'elemento',
  zones: 'zona',
  places: 'localidad',
  columns: 'columna',
  rows: 'fila',
  'rows[]': 'celda',
  pictures: 'imagen',
}

/** Each section kind's name, as the legend 'Sección 3 · Tabla: «…»' shows it. */
export const kindLabels: Record<string, string> = {
  text: 'Texto',
  cards: 'Tarjetas',
  steps: 'Pasos',
  list: 'Lista',
  zones: 'Zonas',
  table: 'Tabla',
  figures: 'Cifras',
}

/** The choices of a select, where the stored value means nothing to staff. */
export const optionLabels: Record<string, Record<string, string>> = {
  behaviour: {
    page: 'Abrir otra página',
    client: 'Abrir otra página del sitio sin recargar',
    scroll: 'Bajar a una parte de esta página',
  },
}
