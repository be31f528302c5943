import { madridInstant } from '@/lib/admin/madrid-time'
import { parseTypedDate, parseTypedDateTime, typedDate, typedDateTime } from '@/lib/validations/typed-date'

// Staff type days as dd/mm/aaaa and times as hh:mm, on Madrid's clock, whatever
// the browser's language; the clock is fixed so that nothing here leans on today.

beforeAll(() => jest.useFakeTimers({ now: new Date('2026-11-28T23:30:00Z') }))
afterAll(() => jest.useRealTimers())

describe('a typed day', () => {
  it('reads dd/mm/aaaa, with one-digit day or month and other separators, as the ISO day', () => {
    expect(parseTypedDate('31/03/2027')).toBe('2027-03-31')
    expect(parseTypedDate(' 5/3/2027 ')).toBe('2027-03-05')
    expect(parseTypedDate('05-03-2027')).toBe('2027-03-05')
    expect(parseTypedDate('05.03.2027')).toBe('2027-03-05')
    expect(parseTypedDate('2027-03-05')).toBe('2027-03-05')
  })

  it('refuses a day the calendar lacks, the English order and what is no day', () => {
    for (const text of [
      '31/04/2027',
      '29/02/2027',
      '00/01/2027',
      '12/13/2027',
      '03/31/2027',
      '1/1/27',
      'mañana',
      '',
    ])
      expect(parseTypedDate(text)).toBeNull()
    expect(parseTypedDate('29/02/2028')).toBe('2028-02-29')
  })

  it('shows a stored day as dd/mm/aaaa', () => {
    expect(typedDate('2027-03-05')).toBe('05/03/2027')
    expect(typedDate('')).toBe('')
  })
})

describe('a typed day and time', () => {
  it('reads dd/mm/aaaa hh:mm as a Madrid wall-clock time, in winter and in summer', () => {
    expect(parseTypedDateTime('01/12/2026 9:30')).toBe('2026-12-01T09:30')
    expect(madridInstant(parseTypedDateTime('01/12/2026 09:30')!)!.toISOString()).toBe(
      '2026-12-01T08:30:00.000Z',
    )
    expect(madridInstant(parseTypedDateTime('1/7/2027 09:30')!)!.toISOString()).toBe(
      '2027-07-01T07:30:00.000Z',
    )
  })

  it('keeps Madrid’s day across midnight UTC, whatever today is', () => {
    // 00:30 on 29 November in Madrid is still the 28th in UTC.
    expect(madridInstant(parseTypedDateTime('29/11/2026 00:30')!)!.toISOString()).toBe(
      '2026-11-28T23:30:00.000Z',
    )
  })

  it('refuses a time the clock lacks or a day without its time', () => {
    for (const text of [
      '01/12/2026 24:00',
      '01/12/2026 10:60',
      '01/12/2026',
      '31/11/2026 10:00',
      '01/12/2026 10h',
    ])
      expect(parseTypedDateTime(text)).toBeNull()
  })

  it('shows a stored wall-clock time as dd/mm/aaaa hh:mm', () => {
    expect(typedDateTime('2026-12-01T09:30')).toBe('01/12/2026 09:30')
  })
})
