import { scheduledLine, scheduleState } from '@/lib/admin/scheduled-publications'
import type { ScheduledPublication } from '@/lib/content/types'

// How staff read a schedule: on Madrid's clock, in Spanish, with what happened.

const schedule = (changes: Partial<ScheduledPublication> = {}): ScheduledPublication => ({
  path: '/ayudas-placas-solares',
  publishAt: '2026-12-01T08:30:00Z',
  scheduledAt: '2026-11-27T10:00:00Z',
  scheduledByEmail: 'ana@example.com',
  attempts: 0,
  lastError: null,
  publishedAt: null,
  late: false,
  draftChanged: false,
  cancelledAt: null,
  cancelReason: null,
  ...changes,
})

describe('a scheduled publication as staff read it', () => {
  it('says when, on Madrid’s clock', () => {
    expect(scheduledLine(schedule())).toBe('Publicación programada para el 01/12/2026 a las 09:30')
  })

  it('says whether it waits, failed and will be retried, or was published (late or not)', () => {
    expect(scheduleState(schedule())).toEqual({ text: 'Programada', tone: 'waiting' })
    expect(scheduleState(schedule({ attempts: 2, lastError: 'check constraint' })).text).toBe(
      'Falló: no se pudo publicar (2 intentos). Se reintentará.',
    )
    expect(scheduleState(schedule({ attempts: 1, publishedAt: '2026-12-01T08:30:20Z' })).text).toBe(
      'Publicada el 01/12/2026 a las 09:30',
    )
    expect(scheduleState(schedule({ publishedAt: '2026-12-01T11:02:00Z', late: true }))).toEqual({
      text: 'Publicada con retraso el 01/12/2026 a las 12:02',
      tone: 'waiting',
    })
  })

  it('says a schedule was cancelled because whoever scheduled it is no longer an admin', () => {
    expect(
      scheduleState(schedule({ cancelledAt: '2026-11-30T10:00:00Z', cancelReason: 'author_not_admin' })),
    ).toEqual({ text: 'Cancelada: quien la programó ya no es administrador', tone: 'error' })
  })
})
