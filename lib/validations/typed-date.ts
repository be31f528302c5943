// Dates as staff type them: dd/mm/aaaa, and times as hh:mm on a 24-hour clock.
// A plain text field reads the same in every browser, where a browser's date
// control writes its placeholder ('mm/dd/yyyy') in the browser's language.
// The server parses the text again; an ISO day ('2027-03-31') is taken too, so a
// request written by a program still works.

export const datePattern = 'dd/mm/aaaa'
export const dateTimePattern = 'dd/mm/aaaa hh:mm'

export const typedDateError = `Escribe la fecha como ${datePattern}, por ejemplo 31/03/2027`
export const typedDateTimeError = `Escribe la fecha y la hora como ${dateTimePattern}, por ejemplo 31/03/2027 09:30`

const two = (value: number) => String(value).padStart(2, '0')

/** 'aaaa-mm-dd' for day, month and year when they name a real day of the calendar. */
function isoDay(day: number, month: number, year: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  const valid = year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1
  return valid && date.getUTCDate() === day ? `${year}-${two(month)}-${two(day)}` : null
}

const typedDay = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/
const isoDayText = /^(\d{4})-(\d{2})-(\d{2})$/

/** '2027-03-05' for '5/3/2027', '05-03-2027', '05.03.2027' or '2027-03-05'; null when it is no real day. */
export function parseTypedDate(text: string): string | null {
  const value = text.trim()
  const typed = typedDay.exec(value)
  if (typed) return isoDay(Number(typed[1]), Number(typed[2]), Number(typed[3]))
  const iso = isoDayText.exec(value)
  return iso ? isoDay(Number(iso[3]), Number(iso[2]), Number(iso[1])) : null
}

/** '2027-03-05T09:30' (a wall-clock time, no zone) for '5/3/2027 9:30' or '2027-03-05T09:30'; null when not a real one. */
export function parseTypedDateTime(text: string): string | null {
  const match = /^(\S+)(?:\s+|T)(\d{1,2}):(\d{2})$/.exec(text.trim())
  if (!match) return null
  const day = parseTypedDate(match[1]!)
  const [hour, minute] = [Number(match[2]), Number(match[3])]
  return day && hour < 24 && minute < 60 ? `${day}T${two(hour)}:${two(minute)}` : null
}

/** '05/03/2027' for '2027-03-05' (a day as the field shows it); anything else as it is. */
export function typedDate(iso: string): string {
  const match = isoDayText.exec(iso)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso
}

/** '05/03/2027 09:30' for '2027-03-05T09:30'. */
export function typedDateTime(local: string): string {
  const [day = '', time = ''] = local.split('T')
  return time ? `${typedDate(day)} ${time.slice(0, 5)}` : typedDate(day)
}
