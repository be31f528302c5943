import type { LeadNotificationState } from '@/lib/data/types'
import { handledLabel, notificationLabel, type NotificationTone } from '@/lib/leads/inbox-format'

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap'

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

/** 'Nueva' or 'Atendida'. */
export function HandledBadge({ handledAt }: { handledAt: string | null }) {
  return (
    <span className={`${badge} ${handledAt ? 'bg-green-100 text-success' : 'bg-brand-50 text-brand-800'}`}>
      {handledLabel(handledAt)}
    </span>
  )
}
