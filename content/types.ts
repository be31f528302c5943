import { z } from 'zod'
import { schemaTypes } from '@/lib/seo/types'
import { ANCHOR, linkHref, list, part, photoId, plainText } from './text-rules'

// The shape of every public page's content, and the types derived from it.
// The landing pages are JSON files (content/pages/*.json) checked against it by
// tests/content/landing-page-files.test.ts; components import only the types, so
// zod, and the editor's words below, stay out of the browser. Staff's edits in
// the admin area are checked by the same rules (editableLandingContentSchema),
// and the content form is drawn from them: every text and list has a limit and a
// Spanish message (text-rules.ts), and every field its Spanish label in its
// metadata (`.meta({ label, item, options, fixed })`, see FieldMeta there),
// which the form and the history read; metadata changes no parsing.

/** Names of the inline SVG icons in components/ui/icon.tsx. */
const iconNames = [
  'sun',
  'bolt',
  'piggy-bank',
  'shield',
  'clock',
  'leaf',
  'battery',
  'home',
  'building',
  'factory',
  'car',
  'plug',
  'lightbulb',
  'wrench',
  'certificate',
  'map-pin',
  'phone',
  'chart',
  'euro',
  'users',
  'network',
  'droplet',
  'thermometer',
  'document',
  'check',
  'camera',
  'panel',
  'smartphone',
] as const

/** Artwork in public/images/, all original SVG illustrations. */
export const artworkNames = [
  'hero-solar-roof',
  'hero-solar-community',
  'hero-solar-field',
  'hero-electrical-panel',
  'hero-electrical-home',
  'hero-electrical-industry',
  'hero-electrical-outdoor',
  'hero-ev-charging',
  'hero-subsidies',
] as const

/** What the content form calls each icon (the compiler checks that none is missing). */
const iconLabels: Record<IconName, string> = {
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
}

/** What the content form calls each illustration. */
const artworkLabels: Record<(typeof artworkNames)[number], string> = {
  'hero-solar-roof': 'Tejado con placas solares (hero-solar-roof)',
  'hero-solar-community': 'Comunidad de vecinos con placas solares (hero-solar-community)',
  'hero-solar-field': 'Campo de placas solares (hero-solar-field)',
  'hero-electrical-panel': 'Cuadro eléctrico (hero-electrical-panel)',
  'hero-electrical-home': 'Instalación eléctrica de una vivienda (hero-electrical-home)',
  'hero-electrical-industry': 'Instalación eléctrica industrial (hero-electrical-industry)',
  'hero-electrical-outdoor': 'Instalación eléctrica exterior (hero-electrical-outdoor)',
  'hero-ev-charging': 'Recarga de coche eléctrico (hero-ev-charging)',
  'hero-subsidies': 'Ayudas y subvenciones (hero-subsidies)',
}

/** Character limits: today's longest value of each with room to spare. */
const max = {
  heading: 120,
  title: 100,
  label: 120,
  buttonLabel: 60,
  figureValue: 40,
  name: 80,
  text: 600,
  paragraph: 1200,
  point: 300,
  cell: 300,
  column: 80,
  alt: 200,
  subtitle: 400,
  question: 300,
  answer: 3000,
} as const

const texts = (maxLength: number, limits: { min?: number; max: number; noun: string }) =>
  list(plainText(maxLength), limits)

/** A section's kind: shown in its legend, never edited. */
const kindOf = <Kind extends string>(kind: Kind) => z.literal(kind).meta({ label: 'Tipo', fixed: true })

const heading = () => plainText(max.heading).meta({ label: 'Título' })
const text = () => plainText(max.text).meta({ label: 'Texto' })

export const pictureSchema = part({
  artwork: z
    .enum(artworkNames, { error: 'Elige una ilustración de la lista' })
    .meta({ label: 'Ilustración', options: artworkLabels }),
  /** A photo of the library shown instead of the drawing, with this part's alt text. */
  photo: photoId(),
  /** Spanish alt text describing the picture. */
  alt: plainText(max.alt).meta({ label: 'Texto alternativo' }),
}).meta({ label: 'Imagen' })

/**
 * A button or link. `page` is a full page load (main calls to action to
 * /solicitar-presupuesto), `client` a client-side Next.js link, `scroll` a
 * smooth scroll to an element id on the same page (href '#contacto').
 */
export const ctaSchema = part({
  label: plainText(max.buttonLabel).meta({ label: 'Etiqueta' }),
  href: linkHref.meta({ label: 'Enlace' }),
  behaviour: z.enum(['page', 'client', 'scroll'], { error: 'Elige qué hace el botón' }).meta({
    label: 'Qué hace el botón',
    options: {
      page: 'Abrir otra página',
      client: 'Abrir otra página del sitio sin recargar',
      scroll: 'Bajar a una parte de esta página',
    },
  }),
})
  .refine(({ href, behaviour }) => (behaviour === 'scroll') === ANCHOR.test(href), {
    path: ['href'],
    error: 'Un botón que baja a una parte de la página lleva un ancla (#…), y solo ese',
  })
  .meta({ label: 'Botón' })

const faqSchema = part({
  question: plainText(max.question).meta({ label: 'Pregunta' }),
  answer: plainText(max.answer).meta({ label: 'Respuesta' }),
})

const faqBlockSchema = part({
  heading: heading(),
  /** The short description shown under the FAQ heading. */
  description: plainText(max.text).meta({ label: 'Descripción' }),
  items: list(faqSchema, { max: 30, noun: 'preguntas' }).meta({ label: 'Preguntas', item: 'pregunta' }),
}).meta({ label: 'Preguntas frecuentes' })

/** A heading and its paragraph: a step, a checklist item. */
const titledTextSchema = part({ title: plainText(max.title).meta({ label: 'Título' }), text: text() })

const cardSchema = titledTextSchema.extend({
  icon: z
    .enum(iconNames, { error: 'Elige un icono de la lista' })
    .meta({ label: 'Icono', options: iconLabels }),
  /** Optional bullet points under the text. */
  points: texts(max.point, { max: 10, noun: 'puntos' }).meta({ label: 'Puntos', item: 'punto' }).optional(),
  cta: ctaSchema.optional(),
})

const figureSchema = part({
  /** The figure as shown, written the Spanish way: '1.700-1.900 kWh/m²', '0,05-0,08 €/kWh'. */
  value: plainText(max.figureValue).meta({ label: 'Valor' }),
  label: plainText(max.label).meta({ label: 'Etiqueta' }),
})
const figures = (min: number) =>
  list(figureSchema, { min, max: 8, noun: 'cifras' }).meta({ label: 'Cifras', item: 'cifra' })

const paragraphs = (limits: { min?: number; max: number }) =>
  texts(max.paragraph, { ...limits, noun: 'párrafos' })

const sectionBase = part({
  /** Optional anchor id (lower-case, hyphenated): menus and buttons link to it, so it is not edited. */
  id: z
    .string({ error: 'Escribe un ancla' })
    .max(60, { error: 'Como máximo 60 caracteres' })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Solo minúsculas, cifras y guiones' })
    .meta({ label: 'Ancla', fixed: true })
    .optional(),
  heading: heading(),
  /** Optional paragraph(s) under the heading. */
  intro: paragraphs({ max: 4 }).meta({ label: 'Introducción', item: 'párrafo' }).optional(),
})

/** Plain explanatory text, optionally with key figures beside it. */
const textSectionSchema = sectionBase
  .extend({
    kind: kindOf('text'),
    paragraphs: paragraphs({ min: 1, max: 10 }).meta({ label: 'Párrafos', item: 'párrafo' }),
    figures: figures(0).optional(),
    cta: ctaSchema.optional(),
  })
  .meta({ label: 'Texto' })

/** A grid of cards: benefits, reasons, services, customer types, installation types. */
export const cardsSectionSchema = sectionBase
  .extend({
    kind: kindOf('cards'),
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)], { error: 'Elige 2, 3 o 4 columnas' })
      .meta({ label: 'Columnas' }),
    cards: list(cardSchema, { min: 1, max: 12, noun: 'tarjetas' }).meta({
      label: 'Tarjetas',
      item: 'tarjeta',
    }),
    cta: ctaSchema.optional(),
  })
  .meta({ label: 'Tarjetas' })

/** Numbered steps of a process. */
const stepsSectionSchema = sectionBase
  .extend({
    kind: kindOf('steps'),
    steps: list(titledTextSchema, { min: 1, max: 12, noun: 'pasos' }).meta({ label: 'Pasos', item: 'paso' }),
    cta: ctaSchema.optional(),
  })
  .meta({ label: 'Pasos' })

const note = () => plainText(max.text).meta({ label: 'Nota' }).optional()

/** A checklist (requirements, components, regulations...). */
const listSectionSchema = sectionBase
  .extend({
    kind: kindOf('list'),
    items: list(titledTextSchema, { min: 1, max: 16, noun: 'elementos' }).meta({
      label: 'Elementos',
      item: 'elemento',
    }),
    note: note(),
    cta: ctaSchema.optional(),
  })
  .meta({ label: 'Lista' })

const zoneSchema = part({
  name: plainText(max.name).meta({ label: 'Nombre' }),
  places: texts(max.name, { min: 1, max: 40, noun: 'localidades' }).meta({
    label: 'Localidades',
    item: 'localidad',
  }),
  text: text(),
  cta: ctaSchema.optional(),
})

/** Geographic zones served, each with the places it covers. */
const zonesSectionSchema = sectionBase
  .extend({
    kind: kindOf('zones'),
    zones: list(zoneSchema, { min: 1, max: 12, noun: 'zonas' }).meta({ label: 'Zonas', item: 'zona' }),
  })
  .meta({ label: 'Zonas' })

/** A comparison or data table. The first column names the row; every row has a cell per column. */
const tableSectionSchema = sectionBase
  .extend({
    kind: kindOf('table'),
    caption: plainText(max.label).meta({ label: 'Pie de tabla' }),
    columns: texts(max.column, { min: 2, max: 6, noun: 'columnas' }).meta({
      label: 'Columnas',
      item: 'columna',
    }),
    rows: list(texts(max.cell, { min: 1, max: 6, noun: 'celdas' }).meta({ item: 'celda' }), {
      min: 1,
      max: 40,
      noun: 'filas',
    }).meta({ label: 'Filas', item: 'fila' }),
    note: note(),
    cta: ctaSchema.optional(),
  })
  .superRefine(({ columns, rows }, context) => {
    rows.forEach((row, index) => {
      if (row.length !== columns.length)
        context.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: `La fila ${index + 1} tiene ${row.length} celdas y la tabla ${columns.length} columnas`,
        })
    })
  })
  .meta({ label: 'Tabla' })

/** A row of highlighted figures. */
const figuresSectionSchema = sectionBase
  .extend({
    kind: kindOf('figures'),
    figures: figures(1),
  })
  .meta({ label: 'Cifras' })

export const sectionSchema = z.discriminatedUnion(
  'kind',
  [
    textSectionSchema,
    cardsSectionSchema,
    stepsSectionSchema,
    listSectionSchema,
    zonesSectionSchema,
    tableSectionSchema,
    figuresSectionSchema,
  ],
  { error: 'Tipo de sección desconocido' },
)

/** The pages' sections, in order; staff edit them but keep their number and order. */
export const sections = <Section extends z.ZodType>(section: Section, limits: { max: number }) =>
  list(section, { min: 1, ...limits, noun: 'secciones' }).meta({ label: 'Secciones', item: 'sección' })

const seoLines = (maxItems: number) => texts(200, { max: maxItems, noun: 'líneas' })

/** Search copy that belongs to a page; the rest of its SEO record comes from the page itself. */
const searchCopySchema = part({
  /** 30-60 characters, without the brand (the layout appends ' | brand'). */
  title: plainText(200),
  /** 120-160 characters. */
  description: plainText(500),
  keywords: texts(100, { max: 10, noun: 'palabras clave' }),
  schemaType: z.enum(schemaTypes, { error: 'Tipo de schema no válido' }),
  category: z.enum(['solar', 'electrical', 'subsidies', 'main'], { error: 'Categoría no válida' }),
  /** Editorial targets shown in the SEO editor. */
  h2Secondary: seoLines(10),
  h3Strategic: seoLines(20),
  /** The page this one supports, if any: it is then 'noindex, follow' with its canonical at that page. */
  pillarPage: z
    .templateLiteral(['/', z.string().max(200)], { error: 'La ruta debe empezar por /' })
    .optional(),
})

export const heroSchema = part({
  /** At most 70 characters; the page's only H1. */
  h1: plainText(70).meta({ label: 'H1' }),
  subtitle: plainText(max.subtitle).meta({ label: 'Subtítulo' }),
  picture: pictureSchema,
  cta: ctaSchema,
}).meta({ label: 'Cabecera' })

/** A heading and the line under it: the contact section, the gallery's introduction. */
export const introduced = (limits: { heading: number; intro: number }) => ({
  heading: plainText(limits.heading).meta({ label: 'Título' }),
  intro: plainText(limits.intro).meta({ label: 'Introducción' }),
})

export const contactSchema = part(introduced({ heading: max.heading, intro: max.subtitle })).meta({
  label: 'Contacto',
})

export const landingPageSchema = part({
  path: z.templateLiteral(['/', z.string().max(200)], { error: 'La ruta debe empezar por /' }),
  seo: searchCopySchema,
  hero: heroSchema,
  /** In order. The first section's heading is the page's primary H2. */
  sections: sections(sectionSchema, { max: 20 }),
  faq: faqBlockSchema,
  closing: part({ heading: heading(), text: text(), cta: ctaSchema }).meta({ label: 'Cierre' }),
  /**
   * The shared contact section at the very end (element id 'contacto'), which
   * holds the quote form. Only the subsidy guides have it; their buttons scroll to it.
   */
  contact: contactSchema.optional(),
})

/** What staff edit of a landing page: everything but its path and search copy, which stay in the repository or the SEO record. */
export const editableLandingContentSchema = landingPageSchema.omit({ path: true, seo: true })

export type IconName = (typeof iconNames)[number]
export type Picture = z.infer<typeof pictureSchema>
export type Cta = z.infer<typeof ctaSchema>
export type Faq = z.infer<typeof faqSchema>
export type FaqBlock = z.infer<typeof faqBlockSchema>
export type Card = z.infer<typeof cardSchema>
export type Figure = z.infer<typeof figureSchema>
export type TextSection = z.infer<typeof textSectionSchema>
export type CardsSection = z.infer<typeof cardsSectionSchema>
export type StepsSection = z.infer<typeof stepsSectionSchema>
export type ListSection = z.infer<typeof listSectionSchema>
export type ZonesSection = z.infer<typeof zonesSectionSchema>
export type TableSection = z.infer<typeof tableSectionSchema>
export type FiguresSection = z.infer<typeof figuresSectionSchema>
export type Section = z.infer<typeof sectionSchema>
export type SearchCopy = z.infer<typeof searchCopySchema>
export type LandingPage = z.infer<typeof landingPageSchema>
export type EditableLandingContent = z.infer<typeof editableLandingContentSchema>
