import type { ScheduledPublication } from '@/lib/content/types'
import { madridDayAndTime } from './madrid-time'

// A page's scheduled publication as staff see it (the editor's line, the
// dashboard's list), in Spanish and on Madrid's clock.

/** Waiting to be published: neither published nor cancelled. */
export const isPending = (schedule: ScheduledPublication) => !schedule.publishedAt && !schedule.cancelledAt

const on = (iso: string) => {
  const { day, time } = madridDayAndTime(iso)
  return `el ${day} a las ${time}`
}

/** 'Publicación programada para el 01/12/2026 a las 09:30'. */
export const scheduledLine = (schedule: ScheduledPublication) =>
  `Publicación programada para ${on(schedule.publishAt)}`

export const draftChangedWarning =
  'El borrador ha cambiado desde que se programó: los cambios nuevos no se publicarán si no vuelves a programar.'

const cancelReasons = {
  author_not_admin: 'Cancelada: quien la programó ya no es administrador',
}

/** Where a schedule stands: 'Programada', 'Falló: … Se reintentará.', 'Publicada (con retraso) el …', 'Cancelada: …'. */
export function scheduleState(schedule: ScheduledPublication): {
  text: string
  tone: 'ok' | 'waiting' | 'error'
} {
  if (schedule.cancelReason) return { text: cancelReasons[schedule.cancelReason], tone: 'error' }
  if (schedule.publishedAt)
    return {
      text: `${schedule.late ? 'Publicada con retraso' : 'Publicada'} ${on(schedule.publishedAt)}`,
      tone: schedule.late ? 'waiting' : 'ok',
    }
  if (schedule.lastError)
    return {
      text: `Falló: no se pudo publicar (${schedule.attempts} ${schedule.attempts === 1 ? 'intento' : 'intentos'}). Se reintentará.`,
      tone: 'error',
    }
  return { text: 'Programada', tone: 'waiting' }
}
