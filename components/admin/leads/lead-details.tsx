import type { ReactNode } from 'react'
import type { InboxLead } from '@/lib/data/types'
import { formatLeadDate, yesNo } from '@/lib/leads/inbox-format'
import { HandledBadge, NotificationBadge } from './status-badges'

// Only well-formed values become links; anything else shows as plain text.
const plainEmail = /^[^\s@?&#/:]+@[^\s@?&#/:]+$/
const telHref = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, '')
  return /^\+?\d{3,15}$/.test(digits) ? `tel:${digits}` : null
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-line py-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-brand-900">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

/** Every field of a lead, as text (never HTML), with its handling and notification state. */
export function LeadDetails({ lead }: { lead: InboxLead }) {
  const tel = lead.phone ? telHref(lead.phone) : null
  const notification = lead.notification
  return (
    <dl className="mt-6 rounded-(--radius-card) border border-line bg-white px-4 sm:px-6">
      <Row term="Fecha">
        <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt)}</time>
      </Row>
      <Row term="Nombre">{lead.name}</Row>
      <Row term="Empresa">{lead.company ?? '—'}</Row>
      <Row term="Ciudad">{lead.city}</Row>
      <Row term="Email">
        {plainEmail.test(lead.email) ? (
          <a href={`mailto:${lead.email}`} className="text-brand-700">
            {lead.email}
          </a>
        ) : (
          lead.email
        )}
      </Row>
      <Row term="Teléfono">
        {lead.phone && tel ? (
          <a href={tel} className="text-brand-700">
            {lead.phone}
          </a>
        ) : (
          (lead.phone ?? '—')
        )}
      </Row>
      <Row term="Mensaje">
        <p className="whitespace-pre-wrap">{lead.message}</p>
      </Row>
      <Row term="Acepta la política de privacidad">{yesNo(lead.privacyAccepted)}</Row>
      <Row term="Acepta comunicaciones comerciales">{yesNo(lead.communicationConsent)}</Row>
      <Row term="Estado">
        <HandledBadge handledAt={lead.handledAt} />
        {lead.handledAt ? (
          <span className="ml-2">
            el <time dateTime={lead.handledAt}>{formatLeadDate(lead.handledAt)}</time>
            {lead.handledByEmail ? ` por ${lead.handledByEmail}` : null}
          </span>
        ) : null}
      </Row>
      <Row term="Notificación por email">
        <NotificationBadge state={notification} />
        {notification ? (
          <ul className="mt-2 grid gap-1 text-sm text-muted">
            <li>Intentos: {notification.attempts}</li>
            {notification.sentAt ? (
              <li>
                Enviada el <time dateTime={notification.sentAt}>{formatLeadDate(notification.sentAt)}</time>
              </li>
            ) : null}
            {notification.lastError ? <li>Último error: {notification.lastError}</li> : null}
          </ul>
        ) : null}
      </Row>
    </dl>
  )
}
