import type { LeadNotificationState, LeadStatus } from '@/lib/leads/types'
import { leadStatusLabels, notificationLabel, type NotificationTone } from '@/lib/leads/inbox-format'
import { estimateHeading } from '@/supabase/functions/_shared/lead-estimate'

// Wraps between words when its cell is narrow ('Solo en el registro: correo sin configurar').
const badge = 'inline-block rounded-xl px-2 py-0.5 text-xs font-semibold'

const tones: Record<NotificationTone, string> = {
  ok: 'bg-green-100 text-success',
  waiting: 'bg-sun-100 text-brand-950',
  error: 'bg-red-100 text-danger',
  unknown: 'bg-slate-100 text-muted',
}

/** The notification e-mail's state as text ('Enviada', 'Pendiente de reintento', 'Fallida'...). */
export function NotificationBadge({ state }: { state: LeadNotificationState }) {
  const { text, tone } = notificationLabel(state)
  return <span className={`${badge} ${tones[tone]}`}>{text}</span>
}

const statusTones: Record<LeadStatus, string> = {
  new: 'bg-brand-50 text-brand-800',
  contacted: 'bg-sun-100 text-brand-950',
  quote_sent: 'bg-sun-100 text-brand-950',
  won: 'bg-green-100 text-success',
  lost: 'bg-slate-100 text-muted',
}

/** Where the lead stands in the pipeline: 'Nueva', 'Contactada', 'Presupuesto enviado', 'Ganada', 'Perdida'. */
export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`${badge} whitespace-nowrap ${statusTones[status]}`}>{leadStatusLabels[status]}</span>
  )
}

/** The mark of a lead that came with the visitor's savings estimate ('Cálculo de ahorro'). */
export function EstimateBadge() {
  return <span className={`${badge} whitespace-nowrap bg-sun-100 text-brand-950`}>{estimateHeading}</span>
}
