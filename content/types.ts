// Typed content: every public page is data of these shapes, rendered by the
// section components in components/sections/. No JSX and no server code here,
// so tests and the e2e suite can import content freely.

/** Names of the inline SVG icons in components/ui/icon.tsx. */
export type IconName =
  | 'sun'
  | 'bolt'
  | 'piggy-bank'
  | 'shield'
  | 'clock'
  | 'leaf'
  | 'battery'
  | 'home'
  | 'building'
  | 'factory'
  | 'car'
  | 'plug'
  | 'lightbulb'
  | 'wrench'
  | 'certificate'
  | 'map-pin'
  | 'phone'
  | 'chart'
  | 'euro'
  | 'users'
  | 'network'
  | 'droplet'
  | 'thermometer'
  | 'document'
  | 'check'
  | 'camera'
  | 'panel'
  | 'smartphone'

/** Artwork in public/images/, all original SVG illustrations. */
export type ArtworkName =
  | 'hero-solar-roof'
  | 'hero-solar-community'
  | 'hero-solar-field'
  | 'hero-electrical-panel'
  | 'hero-electrical-home'
  | 'hero-electrical-industry'
  | 'hero-electrical-outdoor'
  | 'hero-ev-charging'
  | 'hero-subsidies'

export type Picture = {
  artwork: ArtworkName
  /** Spanish alt text describing the picture. */
  alt: string
}

/**
 * A button or link. `page` is a full page load (main calls to action to
 * /solicitar-presupuesto), `client` a client-side Next.js link, `scroll` a
 * smooth scroll to an element id on the same page (href '#contacto').
 */
export type Cta = {
  label: string
  href: string
  behaviour: 'page' | 'client' | 'scroll'
}

export type Faq = { question: string; answer: string }

export type FaqBlock = {
  heading: string
  /** The short description shown under the FAQ heading. */
  description: string
  items: Faq[]
}

export type Card = {
  icon: IconName
  title: string
  text: string
  /** Optional bullet points under the text. */
  points?: string[]
  cta?: Cta
}

export type Figure = {
  /** The figure as shown, written the Spanish way: '1.700-1.900 kWh/m²', '0,05-0,08 €/kWh'. */
  value: string
  label: string
}

type SectionBase = {
  /** Optional anchor id (lower-case, hyphenated). */
  id?: string
  heading: string
  /** Optional paragraph(s) under the heading. */
  intro?: string[]
}

/** Plain explanatory text, optionally with key figures beside it. */
export type TextSection = SectionBase & {
  kind: 'text'
  paragraphs: string[]
  figures?: Figure[]
  cta?: Cta
}

/** A grid of cards: benefits, reasons, services, customer types, installation types. */
export type CardsSection = SectionBase & {
  kind: 'cards'
  columns: 2 | 3 | 4
  cards: Card[]
  cta?: Cta
}

/** Numbered steps of a process. */
export type StepsSection = SectionBase & {
  kind: 'steps'
  steps: { title: string; text: string }[]
  cta?: Cta
}

/** A checklist (requirements, components, regulations...). */
export type ListSection = SectionBase & {
  kind: 'list'
  items: { title: string; text: string }[]
  note?: string
  cta?: Cta
}

/** Geographic zones served, each with the places it covers. */
export type ZonesSection = SectionBase & {
  kind: 'zones'
  zones: { name: string; places: string[]; text: string; cta?: Cta }[]
}

/** A comparison or data table. The first column names the row. */
export type TableSection = SectionBase & {
  kind: 'table'
  caption: string
  columns: string[]
  rows: string[][]
  note?: string
  cta?: Cta
}

/** A row of highlighted figures. */
export type FiguresSection = SectionBase & {
  kind: 'figures'
  figures: Figure[]
}

export type Section =
  TextSection | CardsSection | StepsSection | ListSection | ZonesSection | TableSection | FiguresSection

/** Search copy that belongs to a page; the rest of its SEO record comes from the page itself. */
export type PageSeo = {
  /** 30-60 characters, without the brand (the layout appends ' | brand'). */
  title: string
  /** 120-160 characters. */
  description: string
  /** At most 10. */
  keywords: string[]
  schemaType: 'WebPage' | 'Service' | 'FAQPage' | 'Article' | 'LocalBusiness' | 'Electrician'
  category: 'solar' | 'electrical' | 'subsidies' | 'main'
  /** Editorial targets shown in the SEO editor. */
  h2Secondary: string[]
  h3Strategic: string[]
}

export type LandingPage = {
  path: `/${string}`
  seo: PageSeo
  hero: {
    /** At most 70 characters; the page's only H1. */
    h1: string
    subtitle: string
    picture: Picture
    cta: Cta
  }
  /** In order. The first section's heading is the page's primary H2. */
  sections: Section[]
  faq: FaqBlock
  closing: {
    heading: string
    text: string
    cta: Cta
  }
  /**
   * The shared contact section at the very end (element id 'contacto'), which
   * holds the quote form. Only the subsidy guides have it; their buttons scroll to it.
   */
  contact?: { heading: string; intro: string }
}
