import { localFactsSection } from '@/lib/staff-pages/local-facts'
import { townFacts } from '../support/town-facts'

// A town page's facts, as its visitors read them: each with what it is, never a loose fragment.

it('shows each local fact with its label', () => {
  const section = localFactsSection(townFacts('Jumilla'))
  expect(section).toMatchObject({
    heading: 'Jumilla: datos locales',
    paragraphs: [
      'Referencia local: La cubierta de la cooperativa del casco antiguo de Jumilla',
      'Zona que atendemos: Jumilla y sus pedanías',
    ],
    figures: [
      { value: 'Más de 3.000', label: 'horas de sol al año' },
      { value: '1.850', label: 'kWh/m² de irradiación solar al año' },
    ],
  })
})
