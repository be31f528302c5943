import type { LeadNotificationState, LeadStatus } from '@/lib/leads/types'

// How the inbox and its CSV word a lead's values, in Spanish, in the company's time zone.

const dateTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The day ('05/03/2026') and the time ('09:07') in Madrid, as a Spanish spreadsheet reads them. */
export function madridDateAndTime(iso: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    dateTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  )
  return { date: `${parts.day}/${parts.month}/${parts.year}`, time: `${parts.hour}:${parts.minute}` }
}

/** '05/03/2026 09:07', Madrid time. */
export function formatLeadDate(iso: string): string {
  const { date, time } = madridDateAndTime(iso)
  return `${date} ${time}`
}

/** The calendar day in Madrid as YYYY-MM-DD (the CSV's file name). */
export function madridDay(date: Date): string {
  return date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' })
}

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'Nueva',
  contacted: 'Contactada',
  quote_sent: 'Presupuesto enviado',
  won: 'Ganada',
  lost: 'Perdida',
}

export type NotificationTone = 'ok' | 'waiting' | 'error' | 'unknown'

/** The notification state as staff read it, and how alarming it is. */
export function notificationLabel(state: LeadNotificationState): { text: string; tone: NotificationTone } {
  if (!state) return { text: 'Sin registro', tone: 'unknown' }
  if (state.status === 'sent') return { text: 'Enviada', tone: 'ok' }
  if (state.status === 'failed') return { text: 'Fallida', tone: 'error' }
  if (state.status === 'skipped') return { text: 'No enviada: solicitud de prueba', tone: 'unknown' }
  if (state.status === 'logged')
    return { text: 'Solo en el registro: correo sin configurar', tone: 'waiting' }
  return state.attempts > 0
    ? { text: 'Pendiente de reintento', tone: 'waiting' }
    : { text: 'Pendiente de envío', tone: 'waiting' }
}

/**
 * The notification's date on a lead's page, worded for what happened then:
 * a sent e-mail, a log-only notification, or since when one waits unsent (the
 * lead's own date: its notification is queued as it is stored). Null when no
 * date says anything (no record, a test lead's skipped notification).
 */
export function notificationDate(
  state: LeadNotificationState,
  receivedAt: string,
): { label: string; at: string } | null {
  if (!state) return null
  switch (state.status) {
    case 'sent':
      return state.sentAt ? { label: 'Enviada el', at: state.sentAt } : null
    case 'logged':
      return state.sentAt ? { label: 'Escrita en el registro el', at: state.sentAt } : null
    case 'pending':
      return state.attempts > 0
        ? { label: 'Sin enviar, en reintentos desde el', at: receivedAt }
        : { label: 'En cola desde el', at: receivedAt }
    case 'failed':
      return { label: 'Sin enviar (intentos agotados) desde el', at: receivedAt }
    case 'skipped':
      return null
  }
}
