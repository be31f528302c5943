import Link from 'next/link'
import type { LeadSummary } from '@/lib/data/types'
import { formatLeadDate, yesNo } from '@/lib/leads/inbox-format'
import { leadHref, type InboxParams } from '@/lib/leads/inbox-params'
import { NotificationBadge, StatusBadge } from './status-badges'

const headers = [
  'Fecha',
  'Nombre',
  'Ciudad',
  'Email',
  'Teléfono',
  'Mensaje',
  'Privacidad',
  'Comunicaciones',
  'Origen',
  'Notificación',
  'Estado',
]

/**
 * One page of leads. Every value is rendered as React text, never as HTML:
 * whatever a visitor typed shows as typed. The name links to the lead's page.
 */
export function LeadsTable({ leads, params }: { leads: LeadSummary[]; params: InboxParams }) {
  return (
    // Focusable and named, so keyboard users can scroll it sideways on small screens.
    <div
      role="region"
      aria-labelledby="tabla-solicitudes"
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-(--radius-card) border border-line bg-white"
    >
      <table className="w-full min-w-[64rem] border-collapse text-left text-sm">
        <caption id="tabla-solicitudes" className="px-4 py-3 text-left text-muted">
          Solicitudes de presupuesto, de la más reciente a la más antigua
        </caption>
        <thead className="bg-surface text-brand-900">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="border-t border-line px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className="border-t border-line align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt)}</time>
              </td>
              <th scope="row" className="px-3 py-2 font-semibold">
                <Link href={leadHref(lead.id, params)} className="text-brand-700 break-words">
                  {lead.name}
                </Link>
              </th>
              <td className="px-3 py-2">{lead.city}</td>
              <td className="px-3 py-2 break-all">{lead.email}</td>
              <td className="px-3 py-2 whitespace-nowrap">{lead.phone ?? '—'}</td>
              <td className="max-w-xs truncate px-3 py-2" title={lead.firstLine}>
                {lead.firstLine}
              </td>
              <td className="px-3 py-2">{yesNo(lead.privacyAccepted)}</td>
              <td className="px-3 py-2">{yesNo(lead.communicationConsent)}</td>
              <td className="px-3 py-2">{lead.source.sourcePage ?? '—'}</td>
              <td className="px-3 py-2">
                <NotificationBadge state={lead.notification} />
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={lead.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
