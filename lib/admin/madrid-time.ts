// Times as staff type and read them: the company's clock (Europe/Madrid),
// whatever time zone the server runs in.

const madrid = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** The parts of Madrid's wall clock at `date`. */
function madridParts(date: Date) {
  const parts = Object.fromEntries(madrid.formatToParts(date).map((part) => [part.type, part.value]))
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** '2026-12-01T09:30', Madrid time: a datetime-local input's value for `date`. */
export function madridLocalValue(date: Date): string {
  const p = madridParts(date)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

/**
 * The instant a Madrid wall-clock time ('YYYY-MM-DDTHH:MM', a datetime-local
 * input's value) names; null when it is not one. Madrid is one or two hours
 * ahead of UTC: a time the autumn change repeats reads as its first
 * occurrence, one the spring change skips as an hour later.
 */
export function madridInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  if (new Date(wall).toISOString().slice(0, 16) !== local) return null
  const anHour = 3_600_000
  const candidates = [wall - 2 * anHour, wall - anHour].map((time) => new Date(time))
  return candidates.find((candidate) => madridLocalValue(candidate) === local) ?? candidates[1]!
}

/** { day: '01/12/2026', time: '09:30' }, Madrid time. */
export function madridDayAndTime(iso: string): { day: string; time: string } {
  const p = madridParts(new Date(iso))
  return { day: `${p.day}/${p.month}/${p.year}`, time: `${p.hour}:${p.minute}` }
}
