import type { LocalFacts } from '@/content/templates'
import type { Section } from '@/content/types'
import type { PageBody } from './types'

/**
 * A town page's own facts as a section of its body, shown after its first section. Each text says
 * what it is (a reference or the area alone reads as a loose fragment), as the figures do.
 */
export function localFactsSection({ town, sunHours, irradiation, reference, area }: LocalFacts): Section {
  return {
    kind: 'text',
    id: 'datos-locales',
    heading: `${town}: datos locales`,
    paragraphs: [`Referencia local: ${reference}`, `Zona que atendemos: ${area}`],
    figures: [
      { value: sunHours, label: 'horas de sol al año' },
      { value: irradiation, label: 'kWh/m² de irradiación solar al año' },
    ],
  }
}

/** A town page's body with its facts as the section after its first one; any other page's as it is. */
export function withLocalFacts<Body extends PageBody>({ local, ...body }: Body): Omit<Body, 'local'> {
  if (!local) return body
  const [first, ...rest] = body.sections
  return { ...body, sections: [first!, localFactsSection(local), ...rest] }
}
