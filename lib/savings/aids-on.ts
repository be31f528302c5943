import { endedBefore } from './estimate'
import type { SavingsFigures } from './types'

// Which of the figures' aids the calculator counts on a given day: those with
// no end date or one not yet past. The page lists them as of the day it is
// drawn; the scheduler redraws it once one has ended.

export type AidsOn = {
  /** Open on the day, in the figures' order. */
  counted: string[]
  /** Ended before the day, with their last day (YYYY-MM-DD), in the figures' order. */
  ended: { name: string; endedOn: string }[]
}

/** The aids counted on `today` (YYYY-MM-DD, Madrid) and those that have ended. */
export function aidsOn(figures: SavingsFigures, today: string): AidsOn {
  const aids: AidsOn = { counted: [], ended: [] }
  for (const aid of figures.aids) {
    const endedOn = endedBefore(aid.endsOn, today)
    if (endedOn) aids.ended.push({ name: aid.name, endedOn })
    else aids.counted.push(aid.name)
  }
  return aids
}

/** The last day of the aid that ended most recently before `today`, or null when none has ended. */
export function lastAidEnd(figures: SavingsFigures, today: string): string | null {
  const days = aidsOn(figures, today).ended.map((aid) => aid.endedOn)
  return days.length > 0 ? days.reduce((latest, day) => (day > latest ? day : latest)) : null
}
