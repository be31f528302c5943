import { estimateSavings } from '@/lib/savings/estimate'
import { estimateSummary } from '@/lib/savings/summary'
import { savingsInputSchema, storedEstimateSchema } from '@/lib/validations/savings'
import { repositoryFigures as figures } from '../support/savings'

const today = '2026-11-29'

/** The form's fields as a browser posts them. */
const form = (fields: Record<string, string>) => ({
  town: 'Cieza',
  monthlyBill: '90',
  yearlyConsumption: '',
  building: 'vivienda',
  orientation: 'sur',
  roofArea: '',
  usage: 'mixto',
  ...fields,
})

const messages = (fields: Record<string, string>) => {
  const parsed = savingsInputSchema.safeParse(form(fields))
  if (parsed.success) throw new Error('expected a refusal')
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the savings input', () => {
  it('reads the form: numbers the Spanish way, an unticked battery as none, empty fields as not given', () => {
    expect(savingsInputSchema.parse(form({ monthlyBill: '1.200,50', roofArea: '35,5' }))).toEqual({
      town: 'Cieza',
      monthlyBill: 1200.5,
      building: 'vivienda',
      orientation: 'sur',
      roofArea: 35.5,
      usage: 'mixto',
      battery: false,
    })
    expect(
      savingsInputSchema.parse(form({ monthlyBill: '', yearlyConsumption: '4.500', battery: 'on' })),
    ).toMatchObject({ yearlyConsumption: 4500, battery: true })
  })

  it('gives each wrong field its own Spanish message', () => {
    expect(messages({ monthlyBill: '-90' })).toEqual({
      monthlyBill: 'Escribe lo que pagas al mes sin signo menos: no puede ser negativo',
    })
    expect(messages({ monthlyBill: 'noventa' })).toEqual({
      monthlyBill: 'Escribe lo que pagas al mes solo con cifras, por ejemplo 90',
    })
    expect(messages({ monthlyBill: '250000' })).toEqual({
      monthlyBill: 'Escribe lo que pagas al mes entre 25 y 10.000 €',
    })
    expect(messages({ monthlyBill: '' })).toEqual({
      monthlyBill: 'Escribe lo que pagas de luz al mes, o tu consumo al año',
    })
    expect(messages({ roofArea: '0' })).toEqual({
      roofArea: 'La superficie debe ser mayor que 0 m² (o déjala en blanco)',
    })
    expect(messages({ town: '', building: 'castillo', orientation: 'norte', usage: 'siempre' })).toEqual({
      town: 'Elige tu localidad en la lista',
      building: 'Elige el tipo de edificio',
      orientation: 'Elige hacia dónde mira el tejado',
      usage: 'Elige cuándo gastas más luz',
    })
  })
})

describe('a stored estimate', () => {
  const input = savingsInputSchema.parse(form({}))
  const stored = { version: 'repositorio', input, estimate: estimateSavings(input, figures, today) }

  it('parses back as it was stored, and refuses an estimate with more than the 12 months', () => {
    expect(storedEstimateSchema.parse(JSON.parse(JSON.stringify(stored)))).toEqual(stored)
    const months = [...stored.estimate.months, stored.estimate.months[0]]
    expect(
      storedEstimateSchema.safeParse({ ...stored, estimate: { ...stored.estimate, months } }).success,
    ).toBe(false)
  })

  it('reads as Spanish lines: what the visitor gave, then ranges of what the calculator answered', () => {
    const lines = Object.fromEntries(estimateSummary(stored).map(({ label, value }) => [label, value]))
    expect(lines).toMatchObject({
      Localidad: 'Cieza (Región de Murcia)',
      'Factura de luz al mes': '90 €',
      'Tipo de edificio': 'Vivienda',
      'Orientación del tejado': 'Sur',
      'Cuándo gasta la luz': 'Mitad y mitad',
      'Quiere batería': 'No',
      'Instalación recomendada': 'entre 2,5 y 3 kWp (entre 5 y 6 placas de 500 W)',
      'Ahorro al año': expect.stringMatching(/^entre \d{3} y \d{3} € \(entre \d+ y \d+ % de la factura\)$/),
      'Ayudas terminadas, no contadas': expect.stringContaining('(terminó el 31/12/2023)'),
      'Datos del cálculo': 'los de la web al estrenarse',
    })
    expect(lines['Superficie útil del tejado']).toBeUndefined()
    expect(estimateSummary({ ...stored, version: '2026-11-28T23:30:00.000Z' }).at(-1)).toEqual({
      label: 'Datos del cálculo',
      value: 'publicados el 29/11/2026',
    })
  })
})
