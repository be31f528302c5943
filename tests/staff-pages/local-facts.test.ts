import { localFactsSection } from '@/lib/staff-pages/local-facts'

// A town page's facts, as its visitors read them: each with what it is, never a loose fragment.

it('shows each local fact with its label', () => {
  const section = localFactsSection({
    town: 'Jumilla',
    sunHours: 'Más de 3.000',
    irradiation: '1.850',
    reference: 'La cubierta de la cooperativa del casco antiguo',
    area: 'Jumilla y sus pedanías',
  })
  expect(section).toMatchObject({
    heading: 'Jumilla: datos locales',
    paragraphs: [
      'Referencia local: La cubierta de la cooperativa del casco antiguo',
      'Zona que atendemos: Jumilla y sus pedanías',
    ],
    figures: [
      { value: 'Más de 3.000', label: 'horas de sol al año' },
      { value: '1.850', label: 'kWh/m² de irradiación solar al año' },
    ],
  })
})
