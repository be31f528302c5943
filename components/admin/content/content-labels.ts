// The Spanish words the content form shows for the content schema's names:
// each field's label, what one item of a list is called, each section kind's
// name and the choices of a select. describe-schema.ts refuses a field, list
// or kind missing here, so a new one cannot reach the form unnamed.

/** A field's label, by its name in the schema; 'parent.name' where one place needs another word. */
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
  'faq.items': 'Preguntas',
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

/** What one item of a list is called (lower case), by the list's name as above: 'Quitar fila 3'. */
export const itemNouns: Record<string, string> = {
  sections: 'sección',
  intro: 'párrafo',
  paragraphs: 'párrafo',
  figures: 'cifra',
  cards: 'tarjeta',
  points: 'punto',
  steps: 'paso',
  items: 'elemento',
  'faq.items': 'pregunta',
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

/**
 * The choices of a select, by field name, where the stored value means little to staff. A field
 * listed here must name every choice (describe-schema.ts checks), so a new icon gets its name.
 */
export const optionLabels: Record<string, Record<string, string>> = {
  artwork: {
    'hero-solar-roof': 'Tejado con placas solares (hero-solar-roof)',
    'hero-solar-community': 'Comunidad de vecinos con placas solares (hero-solar-community)',
    'hero-solar-field': 'Campo de placas solares (hero-solar-field)',
    'hero-electrical-panel': 'Cuadro eléctrico (hero-electrical-panel)',
    'hero-electrical-home': 'Instalación eléctrica de una vivienda (hero-electrical-home)',
    'hero-electrical-industry': 'Instalación eléctrica industrial (hero-electrical-industry)',
    'hero-electrical-outdoor': 'Instalación eléctrica exterior (hero-electrical-outdoor)',
    'hero-ev-charging': 'Recarga de coche eléctrico (hero-ev-charging)',
    'hero-subsidies': 'Ayudas y subvenciones (hero-subsidies)',
  },
  icon: {
    sun: 'Sol',
    bolt: 'Rayo',
    'piggy-bank': 'Hucha',
    shield: 'Escudo',
    clock: 'Reloj',
    leaf: 'Hoja',
    battery: 'Batería',
    home: 'Casa',
    building: 'Edificio',
    factory: 'Fábrica',
    car: 'Coche',
    plug: 'Enchufe',
    lightbulb: 'Bombilla',
    wrench: 'Llave inglesa',
    certificate: 'Sello de calidad',
    'map-pin': 'Ubicación',
    phone: 'Teléfono',
    chart: 'Gráfica',
    euro: 'Euro',
    users: 'Personas',
    network: 'Red',
    droplet: 'Gotas de agua',
    thermometer: 'Termómetro',
    document: 'Documento',
    check: 'Visto bueno',
    camera: 'Cámara de vigilancia',
    panel: 'Placa solar',
    smartphone: 'Móvil',
  },
  behaviour: {
    page: 'Abrir otra página',
    client: 'Abrir otra página del sitio sin recargar',
    scroll: 'Bajar a una parte de esta página',
  },
}
