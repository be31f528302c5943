import { parseTypedDate, typedDate } from '@/lib/validations/typed-date'
import type { SearchPeriod } from './types'

// A period of Search Console's figures: its first and last day, a year at most
// (staff import one month, or one week, at a time).

const DAY_MS = 86_400_000
const MAX_DAYS = 400

/** How many days the period covers, both ends included. */
export const periodDays = ({ startsOn, endsOn }: SearchPeriod) =>
  Math.round((Date.parse(endsOn) - Date.parse(startsOn)) / DAY_MS) + 1

/** Why the period cannot be stored, in Spanish, or null. */
export function periodProblem(period: SearchPeriod): string | null {
  if (period.endsOn < period.startsOn) return 'El último día del periodo va antes del primero.'
  if (periodDays(period) > MAX_DAYS) return 'El periodo es de más de un año: exporta un mes cada vez.'
  return null
}

/** The period staff typed (dd/mm/aaaa), or why it cannot be used; null when they typed none. */
export function typedPeriod(
  start: string,
  end: string,
): { ok: true; period: SearchPeriod | null } | { ok: false; message: string } {
  if (start.trim() === '' && end.trim() === '') return { ok: true, period: null }
  const [startsOn, endsOn] = [parseTypedDate(start), parseTypedDate(end)]
  if (!startsOn || !endsOn)
    return { ok: false, message: 'Escribe el primer y el último día del periodo como dd/mm/aaaa.' }
  const period = { startsOn, endsOn }
  const problem = periodProblem(period)
  return problem ? { ok: false, message: problem } : { ok: true, period }
}

/** '01/11/2026 – 30/11/2026'. */
export const periodLabel = ({ startsOn, endsOn }: SearchPeriod) =>
  `${typedDate(startsOn)} – ${typedDate(endsOn)}`

/** The period of the same length that ends the day before this one starts. */
export function periodBefore(period: SearchPeriod): SearchPeriod {
  const endsOn = new Date(Date.parse(period.startsOn) - DAY_MS)
  const startsOn = new Date(endsOn.getTime() - (periodDays(period) - 1) * DAY_MS)
  return { startsOn: startsOn.toISOString().slice(0, 10), endsOn: endsOn.toISOString().slice(0, 10) }
}
