import type { LocalFacts } from '@/content/templates'
import type { Section } from '@/content/types'

/** A town page's own facts as a section of its body, shown after its first section. */
export function localFactsSection({ town, sunHours, irradiation, reference, area }: LocalFacts): Section {
  return {
    kind: 'text',
    id: 'datos-locales',
    heading: `${town}: datos locales`,
    paragraphs: [reference, area],
    figures: [
      { value: sunHours, label: 'horas de sol al año' },
      { value: irradiation, label: 'kWh/m² de irradiación solar al año' },
    ],
  }
}
