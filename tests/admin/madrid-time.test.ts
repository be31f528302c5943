import { madridDayAndTime, madridInstant, madridLocalValue } from '@/lib/admin/madrid-time'

// A schedule's time is typed on Madrid's clock whatever the server's zone (the tests run in UTC or not).

describe('Madrid time', () => {
  it('reads a typed time as Madrid’s, in winter and in summer', () => {
    expect(madridInstant('2026-12-01T09:30')!.toISOString()).toBe('2026-12-01T08:30:00.000Z')
    expect(madridInstant('2027-07-01T09:30')!.toISOString()).toBe('2027-07-01T07:30:00.000Z')
  })

  it('reads the hour the autumn change repeats as its first occurrence, the skipped spring hour as an hour later', () => {
    expect(madridInstant('2026-10-25T02:30')!.toISOString()).toBe('2026-10-25T00:30:00.000Z')
    expect(madridInstant('2027-03-28T02:30')!.toISOString()).toBe('2027-03-28T01:30:00.000Z')
    expect(madridLocalValue(madridInstant('2027-03-28T02:30')!)).toBe('2027-03-28T03:30')
  })

  it('refuses what is not a time', () => {
    for (const value of ['', '2026-02-30T10:00', '2026-12-01 10:00', '2026-12-01T24:00', 'mañana'])
      expect(madridInstant(value)).toBeNull()
  })

  it('writes an instant as Madrid’s day and time', () => {
    expect(madridDayAndTime('2026-12-01T08:05:00Z')).toEqual({ day: '01/12/2026', time: '09:05' })
    expect(madridLocalValue(new Date('2027-07-01T07:30:00Z'))).toBe('2027-07-01T09:30')
  })
})
