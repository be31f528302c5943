import { z } from 'zod'
import { part, plainText } from '../text-rules'
import type { LandingPage } from '../types'
import guia from './guia.json'
import placasLocalidad from './placas-localidad.json'
import servicioElectrico from './servicio-electrico.json'

// The templates staff create pages from ('Nueva página'): each a starting
// page on the landing page schema (content/types.ts), checked against it by
// tests/staff-pages/templates.test.ts. '{localidad}' in a template's text is
// the town a town page is about, filled in when the page is created.

export const templateIds = ['placas-localidad', 'servicio-electrico', 'guia'] as const
export type TemplateId = (typeof templateIds)[number]

/**
 * What a town page must say of its own town: required, so no town page is a
 * copy of another with the name changed. Shown on the page under its first section.
 */
export const localFactsSchema = part({
  town: plainText(80).meta({ label: 'Localidad' }),
  sunHours: plainText(40).meta({ label: 'Horas de sol al año' }),
  irradiation: plainText(40).meta({ label: 'Irradiación solar (kWh/m² al año)' }),
  reference: plainText(600).meta({ label: 'Una referencia local (una obra, un barrio, un paraje)' }),
  area: plainText(600).meta({ label: 'Zona que atendemos' }),
}).meta({ label: 'Datos locales' })

export type LocalFacts = z.infer<typeof localFactsSchema>

/** A page as a template holds it: a landing page without its address. */
export type TemplatePage = Omit<LandingPage, 'path'>

export type PageTemplate = {
  id: TemplateId
  /** What the 'Nueva página' form calls it. */
  name: string
  /** Ends with the quote form (a guide's contact section). */
  guide: boolean
  /** Carries the town's own facts (localFactsSchema). */
  local: boolean
  page: TemplatePage
  /**
   * The fields of `page` (dotted paths, the SEO copy under 'seo.') whose text is an example for
   * staff to replace ('Escribe aquí…'): a page still holding one of those texts is not published.
   */
  prompts: readonly string[]
}

/** The SEO copy and the hero: examples to replace in every template but the town page's, filled from its town. */
const headPrompts = ['seo.title', 'seo.description', 'hero.h1', 'hero.subtitle']

export const pageTemplates: Record<TemplateId, PageTemplate> = {
  'placas-localidad': {
    id: 'placas-localidad',
    name: 'Placas solares en una localidad',
    guide: false,
    local: true,
    page: placasLocalidad as TemplatePage,
    prompts: [
      'sections.0.paragraphs.0',
      'sections.1.cards.0.text',
      'sections.1.cards.1.text',
      'sections.1.cards.2.text',
      'faq.items.0.answer',
    ],
  },
  'servicio-electrico': {
    id: 'servicio-electrico',
    name: 'Servicio eléctrico',
    guide: false,
    local: false,
    page: servicioElectrico as TemplatePage,
    prompts: [
      ...headPrompts,
      'sections.0.paragraphs.0',
      'sections.1.items.0.text',
      'sections.1.items.1.text',
      'sections.1.items.2.text',
      'sections.2.steps.0.text',
      'sections.2.steps.1.text',
      'sections.2.steps.2.text',
      'faq.items.0.answer',
    ],
  },
  guia: {
    id: 'guia',
    name: 'Guía',
    guide: true,
    local: false,
    page: guia as TemplatePage,
    prompts: [
      ...headPrompts,
      'sections.0.paragraphs.0',
      'sections.1.steps.0.title',
      'sections.1.steps.0.text',
      'sections.1.steps.1.title',
      'sections.1.steps.1.text',
      'faq.items.0.question',
      'faq.items.0.answer',
    ],
  },
}

export const isTemplateId = (value: unknown): value is TemplateId => templateIds.includes(value as TemplateId)

/** The template's page, with '{localidad}' replaced by `town` (the template's words where there is none). */
export function fillTemplate(id: TemplateId, town: string | null): TemplatePage {
  const text = JSON.stringify(pageTemplates[id].page)
  const name = JSON.stringify(town ?? 'tu localidad').slice(1, -1)
  return JSON.parse(text.replaceAll('{localidad}', () => name)) as TemplatePage
}
