import type { Range } from './types'

// Figures of an estimate written the Spanish way ('4.800 €', 'entre 2,5 y 3 kWp'),
// for the page, in the browser too, and for what the office reads of a lead.

const numbers = new Map<number, Intl.NumberFormat>()

/** '4.800', '2,5': always grouped, so that 4.800 reads like 12.000. */
export function spanishNumber(value: number, decimals = 0): string {
  let format = numbers.get(decimals)
  if (!format) {
    format = new Intl.NumberFormat('es-ES', { maximumFractionDigits: decimals, useGrouping: 'always' })
    numbers.set(decimals, format)
  }
  return format.format(value)
}

/** '4.800 €' or 'entre 3.200 y 4.100 €'. */
export function spanishRange({ min, max }: Range, unit: string, decimals = 0): string {
  const [low, high] = [spanishNumber(min, decimals), spanishNumber(max, decimals)]
  return `${low === high ? low : `entre ${low} y ${high}`}${unit ? ` ${unit}` : ''}`
}

export const euros = (range: Range) => spanishRange(range, '€')
export const kwh = (range: Range) => spanishRange(range, 'kWh')
export const kwp = (range: Range) => spanishRange(range, 'kWp', 2)
export const percentRange = (range: Range) => spanishRange(range, '%')

/** The years the saving takes to pay the price: 'más de 25 años' past the panels' life. */
export const paybackYears = (range: Range, lifeYears: number) =>
  range.max > lifeYears ? `más de ${Math.min(range.min, lifeYears)} años` : spanishRange(range, 'años', 1)
