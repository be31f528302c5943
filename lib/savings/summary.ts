import type { StoredEstimate } from '@/lib/validations/savings'
import { buildingNames, orientationNames, provinceNames, usageNames } from '@/content/savings-names'
import { typedDate } from '@/lib/validations/typed-date'
import type { SavingsInput } from '@/lib/validations/savings-form'
import type { SavingsEstimate } from './types'
import { euros, kwh, kwp, percentRange, spanishNumber, spanishRange, paybackYears } from './format'

// An estimate as the office reads it with a quote request: what the visitor
// gave and what the calculator answered, one line each, in Spanish.

export type SummaryLine = { label: string; value: string }

export const studyReasonNames = {
  empresa: 'una empresa o nave necesita un estudio a medida',
  potencia: 'la instalación pasa de la potencia de una vivienda',
  tejado: 'en la superficie indicada no cabe ninguna placa',
} as const

/** When the figures were published (Madrid day), or that they are the repository's. */
function figuresVersion(version: string): string {
  const published = Date.parse(version)
  if (Number.isNaN(published)) return 'los de la web al estrenarse'
  const day = new Date(published).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' })
  return `publicados el ${typedDate(day)}`
}

/** What the visitor gave. */
export function inputLines(input: SavingsInput, estimate: SavingsEstimate): SummaryLine[] {
  const lines: SummaryLine[] = [
    { label: 'Localidad', value: `${estimate.placeName} (${provinceNames[estimate.province]})` },
  ]
  if (input.monthlyBill !== undefined)
    lines.push({ label: 'Factura de luz al mes', value: `${spanishNumber(input.monthlyBill, 2)} €` })
  if (input.yearlyConsumption !== undefined)
    lines.push({ label: 'Consumo al año', value: `${spanishNumber(input.yearlyConsumption)} kWh` })
  lines.push(
    { label: 'Tipo de edificio', value: buildingNames[input.building] },
    { label: 'Orientación del tejado', value: orientationNames[input.orientation] },
  )
  if (input.roofArea !== undefined)
    lines.push({ label: 'Superficie útil del tejado', value: `${spanishNumber(input.roofArea, 1)} m²` })
  lines.push(
    { label: 'Cuándo gasta la luz', value: usageNames[input.usage] },
    { label: 'Quiere batería', value: input.battery ? 'Sí' : 'No' },
  )
  return lines
}

/** What the calculator answered. */
export function resultLines(estimate: SavingsEstimate): SummaryLine[] {
  const lines: SummaryLine[] = []
  if (estimate.studyReason)
    lines.push({ label: 'Estudio a medida', value: `Sí: ${studyReasonNames[estimate.studyReason]}` })
  lines.push(
    {
      label: 'Instalación recomendada',
      value: `${kwp(estimate.sizeKwp)} (${spanishRange(estimate.panels, 'placas')} de ${estimate.panelWatts} W)${estimate.limitedByRoof ? ', limitada por el tejado' : ''}`,
    },
    { label: 'Producción al año', value: kwh(estimate.productionKwh) },
    { label: 'Producción de cada kWp', value: `${kwh(estimate.yieldPerKwp)} al año` },
    {
      label: 'Se gasta en casa',
      value: `${percentRange(estimate.selfConsumedPercent)} de lo producido (${kwh(estimate.selfConsumedKwh)})`,
    },
    { label: 'Excedentes al año', value: kwh(estimate.surplusKwh) },
    ...(estimate.batteryKwh === null
      ? []
      : [{ label: 'Batería propuesta', value: `${spanishNumber(estimate.batteryKwh, 1)} kWh` }]),
    {
      label: 'Ahorro al año',
      value: `${euros(estimate.savingPerYear)} (${percentRange(estimate.billPercent)} de la factura)`,
    },
    { label: 'Precio de la instalación', value: euros(estimate.price) },
    {
      label: 'Ayudas y deducciones contadas',
      value: estimate.aids.length
        ? estimate.aids
            .map((aid) => `${aid.name}: ${euros(aid.amount)}${aid.condition ? ` (${aid.condition})` : ''}`)
            .join('; ')
        : 'Ninguna',
    },
  )
  if (estimate.endedAids.length)
    lines.push({
      label: 'Ayudas terminadas, no contadas',
      value: estimate.endedAids.map((aid) => `${aid.name} (terminó el ${typedDate(aid.endedOn)})`).join('; '),
    })
  lines.push(
    { label: 'Precio tras ayudas', value: euros(estimate.priceAfterAids) },
    { label: 'Se paga en', value: paybackYears(estimate.paybackYears, estimate.lifeYears) },
    { label: `Ahorro en ${estimate.lifeYears} años`, value: euros(estimate.lifetimeSaving) },
  )
  return lines
}

/** The whole estimate as the office reads it with a quote request. */
export function estimateSummary({ version, input, estimate }: StoredEstimate): SummaryLine[] {
  return [
    ...inputLines(input, estimate),
    ...resultLines(estimate),
    { label: 'Datos del cálculo', value: figuresVersion(version) },
  ]
}
