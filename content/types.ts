import { z } from 'zod'
import { schemaTypes } from '@/lib/seo/types'
import { ANCHOR, linkHref, list, part, plainText } from './text-rules'

// The shape of every public page's content, and the types derived from it.
// The landing pages are JSON files (content/pages/*.json) checked against it by
// tests/content/landing-page-files.test.ts; components import only the types, so
// zod stays out of the browser. Staff's edits in the admin area are checked by the
// same rules (editableLandingContentSchema), and the content form is drawn from
// them: every text and list has a limit and a Spanish message (text-rules.ts).

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

export const pictureSchema = part({
  artwork: z.enum(artworkNames, { error: 'Elige una ilustración de la lista' }),
  /** Spanish alt text describing the picture. */
  alt: plainText(max.alt),
})

/**
 * A button or link. `page` is a full page load (main calls to action to
 * /solicitar-presupuesto), `client` a client-side Next.js link, `scroll` a
 * smooth scroll to an element id on the same page (href '#contacto').
 */
export const ctaSchema = part({
  label: plainText(max.buttonLabel),
  href: linkHref,
  behaviour: z.enum(['page', 'client', 'scroll'], { error: 'Elige qué hace el botón' }),
}).refine(({ href, behaviour }) => (behaviour === 'scroll') === ANCHOR.test(href), {
  path: ['href'],
  error: 'Un botón que baja a una parte de la página lleva un ancla (#…), y solo ese',
})

const faqSchema = part({ question: plainText(max.question), answer: plainText(max.answer) })

const faqBlockSchema = part({
  heading: plainText(max.heading),
  /** The short description shown under the FAQ heading. */
  description: plainText(max.text),
  items: list(faqSchema, { max: 30, noun: 'preguntas' }),
})

/** A heading and its paragraph: a step, a checklist item. */
const titledTextSchema = part({ title: plainText(max.title), text: plainText(max.text) })

const cardSchema = titledTextSchema.extend({
  icon: z.enum(iconNames, { error: 'Elige un icono de la lista' }),
  /** Optional bullet points under the text. */
  points: texts(max.point, { max: 10, noun: 'puntos' }).optional(),
  cta: ctaSchema.optional(),
})

const figureSchema = part({
  /** The figure as shown, written the Spanish way: '1.700-1.900 kWh/m²', '0,05-0,08 €/kWh'. */
  value: plainText(max.figureValue),
  label: plainText(max.label),
})
const figures = (min: number) => list(figureSchema, { min, max: 8, noun: 'cifras' })

const sectionBase = part({
  /** Optional anchor id (lower-case, hyphenated). */
  id: z
    .string({ error: 'Escribe un ancla' })
    .max(60, { error: 'Como máximo 60 caracteres' })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Solo minúsculas, cifras y guiones' })
    .optional(),
  heading: plainText(max.heading),
  /** Optional paragraph(s) under the heading. */
  intro: texts(max.paragraph, { max: 4, noun: 'párrafos' }).optional(),
})

/** Plain explanatory text, optionally with key figures beside it. */
const textSectionSchema = sectionBase.extend({
  kind: z.literal('text'),
  paragraphs: texts(max.paragraph, { min: 1, max: 10, noun: 'párrafos' }),
  figures: figures(0).optional(),
  cta: ctaSchema.optional(),
})

/** A grid of cards: benefits, reasons, services, customer types, installation types. */
export const cardsSectionSchema = sectionBase.extend({
  kind: z.literal('cards'),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'Elige 2, 3 o 4 columnas' }),
  cards: list(cardSchema, { min: 1, max: 12, noun: 'tarjetas' }),
  cta: ctaSchema.optional(),
})

/** Numbered steps of a process. */
const stepsSectionSchema = sectionBase.extend({
  kind: z.literal('steps'),
  steps: list(titledTextSchema, { min: 1, max: 12, noun: 'pasos' }),
  cta: ctaSchema.optional(),
})

/** A checklist (requirements, components, regulations...). */
const listSectionSchema = sectionBase.extend({
  kind: z.literal('list'),
  items: list(titledTextSchema, { min: 1, max: 16, noun: 'elementos' }),
  note: plainText(max.text).optional(),
  cta: ctaSchema.optional(),
})

const zoneSchema = part({
  name: plainText(max.name),
  places: texts(max.name, { min: 1, max: 40, noun: 'localidades' }),
  text: plainText(max.text),
  cta: ctaSchema.optional(),
})

/** Geographic zones served, each with the places it covers. */
const zonesSectionSchema = sectionBase.extend({
  kind: z.literal('zones'),
  zones: list(zoneSchema, { min: 1, max: 12, noun: 'zonas' }),
})

/** A comparison or data table. The first column names the row; every row has a cell per column. */
const tableSectionSchema = sectionBase
  .extend({
    kind: z.literal('table'),
    caption: plainText(max.label),
    columns: texts(max.column, { min: 2, max: 6, noun: 'columnas' }),
    rows: list(texts(max.cell, { min: 1, max: 6, noun: 'celdas' }), { min: 1, max: 40, noun: 'filas' }),
    note: plainText(max.text).optional(),
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

/** A row of highlighted figures. */
const figuresSectionSchema = sectionBase.extend({
  kind: z.literal('figures'),
  figures: figures(1),
})

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
  h1: plainText(70),
  subtitle: plainText(max.subtitle),
  picture: pictureSchema,
  cta: ctaSchema,
})

export const contactSchema = part({
  heading: plainText(max.heading),
  intro: plainText(max.subtitle),
})

export const landingPageSchema = part({
  path: z.templateLiteral(['/', z.string().max(200)], { error: 'La ruta debe empezar por /' }),
  seo: searchCopySchema,
  hero: heroSchema,
  /** In order. The first section's heading is the page's primary H2. */
  sections: list(sectionSchema, { min: 1, max: 20, noun: 'secciones' }),
  faq: faqBlockSchema,
  closing: part({ heading: plainText(max.heading), text: plainText(max.text), cta: ctaSchema }),
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
