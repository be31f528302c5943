import { z } from 'zod'
import { schemaTypes } from '@/lib/seo/types'

// The shape of every public page's content, and the types derived from it.
// The landing pages are JSON files (content/pages/*.json) checked against it by
// tests/content/landing-page-files.test.ts; components import only the types, so
// zod stays out of the browser.

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

const text = z.string().min(1)
const texts = z.array(text)

const pictureSchema = z.strictObject({
  artwork: z.enum(artworkNames),
  /** Spanish alt text describing the picture. */
  alt: text,
})

/**
 * A button or link. `page` is a full page load (main calls to action to
 * /solicitar-presupuesto), `client` a client-side Next.js link, `scroll` a
 * smooth scroll to an element id on the same page (href '#contacto').
 */
const ctaSchema = z.strictObject({
  label: text,
  href: text,
  behaviour: z.enum(['page', 'client', 'scroll']),
})

const faqSchema = z.strictObject({ question: text, answer: text })

const faqBlockSchema = z.strictObject({
  heading: text,
  /** The short description shown under the FAQ heading. */
  description: text,
  items: z.array(faqSchema),
})

/** A heading and its paragraph: a step, a checklist item. */
const titledTextSchema = z.strictObject({ title: text, text })

const cardSchema = titledTextSchema.extend({
  icon: z.enum(iconNames),
  /** Optional bullet points under the text. */
  points: texts.optional(),
  cta: ctaSchema.optional(),
})

const figureSchema = z.strictObject({
  /** The figure as shown, written the Spanish way: '1.700-1.900 kWh/m²', '0,05-0,08 €/kWh'. */
  value: text,
  label: text,
})

const sectionBase = z.strictObject({
  /** Optional anchor id (lower-case, hyphenated). */
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .optional(),
  heading: text,
  /** Optional paragraph(s) under the heading. */
  intro: texts.optional(),
})

/** Plain explanatory text, optionally with key figures beside it. */
const textSectionSchema = sectionBase.extend({
  kind: z.literal('text'),
  paragraphs: texts,
  figures: z.array(figureSchema).optional(),
  cta: ctaSchema.optional(),
})

/** A grid of cards: benefits, reasons, services, customer types, installation types. */
const cardsSectionSchema = sectionBase.extend({
  kind: z.literal('cards'),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  cards: z.array(cardSchema),
  cta: ctaSchema.optional(),
})

/** Numbered steps of a process. */
const stepsSectionSchema = sectionBase.extend({
  kind: z.literal('steps'),
  steps: z.array(titledTextSchema),
  cta: ctaSchema.optional(),
})

/** A checklist (requirements, components, regulations...). */
const listSectionSchema = sectionBase.extend({
  kind: z.literal('list'),
  items: z.array(titledTextSchema),
  note: text.optional(),
  cta: ctaSchema.optional(),
})

/** Geographic zones served, each with the places it covers. */
const zonesSectionSchema = sectionBase.extend({
  kind: z.literal('zones'),
  zones: z.array(z.strictObject({ name: text, places: texts, text, cta: ctaSchema.optional() })),
})

/** A comparison or data table. The first column names the row. */
const tableSectionSchema = sectionBase.extend({
  kind: z.literal('table'),
  caption: text,
  columns: texts,
  rows: z.array(texts),
  note: text.optional(),
  cta: ctaSchema.optional(),
})

/** A row of highlighted figures. */
const figuresSectionSchema = sectionBase.extend({
  kind: z.literal('figures'),
  figures: z.array(figureSchema),
})

const sectionSchema = z.discriminatedUnion('kind', [
  textSectionSchema,
  cardsSectionSchema,
  stepsSectionSchema,
  listSectionSchema,
  zonesSectionSchema,
  tableSectionSchema,
  figuresSectionSchema,
])

/** Search copy that belongs to a page; the rest of its SEO record comes from the page itself. */
const searchCopySchema = z.strictObject({
  /** 30-60 characters, without the brand (the layout appends ' | brand'). */
  title: text,
  /** 120-160 characters. */
  description: text,
  keywords: texts.max(10),
  schemaType: z.enum(schemaTypes),
  category: z.enum(['solar', 'electrical', 'subsidies', 'main']),
  /** Editorial targets shown in the SEO editor. */
  h2Secondary: texts,
  h3Strategic: texts,
  /** The page this one supports, if any: it is then 'noindex, follow' with its canonical at that page. */
  pillarPage: z.templateLiteral(['/', z.string()]).optional(),
})

export const landingPageSchema = z.strictObject({
  path: z.templateLiteral(['/', z.string()]),
  seo: searchCopySchema,
  hero: z.strictObject({
    /** At most 70 characters; the page's only H1. */
    h1: text.max(70),
    subtitle: text,
    picture: pictureSchema,
    cta: ctaSchema,
  }),
  /** In order. The first section's heading is the page's primary H2. */
  sections: z.array(sectionSchema),
  faq: faqBlockSchema,
  closing: z.strictObject({ heading: text, text, cta: ctaSchema }),
  /**
   * The shared contact section at the very end (element id 'contacto'), which
   * holds the quote form. Only the subsidy guides have it; their buttons scroll to it.
   */
  contact: z.strictObject({ heading: text, intro: text }).optional(),
})

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
