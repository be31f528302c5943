import type { ReactNode } from 'react'
import type { InboxLead } from '@/lib/leads/types'
import { site } from '@/content/site'
import { formatLeadDate, notificationDate } from '@/lib/leads/inbox-format'
import { leadFields, leadValueText, type LeadField } from '@/supabase/functions/_shared/lead-fields'
import { leadSourceFields } from '@/supabase/functions/_shared/lead-source-fields'
import { staffLabel } from '@/lib/leads/staff-labels'
import type { LeadEstimate } from '@/lib/validations/lead-estimate'
import { estimateHeading } from '@/supabase/functions/_shared/lead-estimate'
import { LabelValues } from '@/components/admin/label-values'
import { NotificationBadge, StatusBadge } from './status-badges'

// Only well-formed values become links; anything else shows as plain text.
const plainEmail = /^[^\s@?&#/:]+@[^\s@?&#/:]+$/

/** A reply to the visitor with the subject filled in, or null when the address is not a plain one. */
export function replyHref(email: string): string | null {
  if (!plainEmail.test(email)) return null
  const subject = `Re: Tu solicitud de presupuesto en ${site.brand}`
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`
}
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

/** A field's value as text; a well-formed e-mail or phone as a link, a textarea's text with its line breaks. */
function FieldValue({ field, value }: { field: LeadField; value: InboxLead[LeadField['key']] }) {
  const text = leadValueText(value)
  const href =
    typeof value !== 'string'
      ? null
      : field.kind === 'email' && plainEmail.test(value)
        ? `mailto:${value}`
        : field.kind === 'tel'
          ? telHref(value)
          : null
  if (href)
    return (
      <a href={href} className="text-brand-700">
        {text}
      </a>
    )
  return field.kind === 'textarea' ? <p className="whitespace-pre-wrap">{text}</p> : text
}

/** The estimate's summary lines, as the visitor was shown them (the last one says which figures served). */
function EstimateSummary({ estimate }: { estimate: LeadEstimate }) {
  return (
    <LabelValues
      pairs={estimate.summary.map((line) => [line.label, line.value] as const)}
      className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]"
      pairClassName="contents"
    />
  )
}

/** Every field of a lead, as text (never HTML), with its estimate, state, where it came from and its notification. */
export function LeadDetails({ lead }: { lead: InboxLead }) {
  const notification = lead.notification
  const date = notificationDate(notification, lead.createdAt)
  return (
    <dl className="mt-6 rounded-(--radius-card) border border-line bg-white px-4 sm:px-6">
      <Row term="Fecha">
        <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt)}</time>
      </Row>
      {leadFields.map((field) => (
        <Row key={field.key} term={staffLabel(field)}>
          <FieldValue field={field} value={lead[field.key]} />
        </Row>
      ))}
      {lead.estimate ? (
        <Row term={estimateHeading}>
          <EstimateSummary estimate={lead.estimate} />
        </Row>
      ) : null}
      <Row term="Estado">
        <StatusBadge status={lead.status} />
      </Row>
      {leadSourceFields.map((field) => (
        <Row key={field.key} term={staffLabel(field)}>
          {lead.source[field.key] ?? '—'}
        </Row>
      ))}
      <Row term="Aviso por correo">
        <NotificationBadge state={notification} />
        {notification ? (
          <ul className="mt-2 grid gap-1 text-sm text-muted">
            <li>Intentos: {notification.attempts}</li>
            {date ? (
              <li>
                {date.label} <time dateTime={date.at}>{formatLeadDate(date.at)}</time>
              </li>
            ) : null}
            {notification.lastError ? <li>Último error: {notification.lastError}</li> : null}
          </ul>
        ) : null}
      </Row>
    </dl>
  )
}
