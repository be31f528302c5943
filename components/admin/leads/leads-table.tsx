import Link from 'next/link'
import { Fragment } from 'react'
import type { LeadSummary } from '@/lib/leads/types'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { leadHref, type InboxParams } from '@/lib/leads/inbox-params'
import type { Column } from '@/components/admin/admin-table'
import { ScrollingTable, cardBox, listLook } from '@/components/admin/scrolling-table'
import { EstimateBadge, NotificationBadge, StatusBadge } from './status-badges'

// One page of leads: a table from 640 px up, a list of cards below, the other
// hidden by CSS (so out of the accessibility tree too). Both are made of the
// pieces below. Every value is rendered as React text, never as HTML: whatever
// a visitor typed shows as typed. Long values may break only where a reader
// expects it: an e-mail after its '@' or a '.', a path after a '-' or a '/'.

/** `text` with a line-break opportunity (<wbr>) after each of `marks`, and nowhere else inside it. */
function BreakAfter({ text, marks }: { text: string; marks: RegExp }) {
  const parts = text.split(marks)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index % 2 === 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  )
}

const Email = ({ email }: { email: string }) => <BreakAfter text={email} marks={/([@.])/} />
const PagePath = ({ path }: { path: string }) => <BreakAfter text={path} marks={/([-/])/} />

function When({ lead }: { lead: LeadSummary }) {
  return <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt)}</time>
}

function NameLink({ lead, params }: { lead: LeadSummary; params: InboxParams }) {
  return (
    <Link href={leadHref(lead.id, params)} className="font-semibold text-brand-700">
      {lead.name}
    </Link>
  )
}

function Contact({ lead }: { lead: LeadSummary }) {
  return (
    <>
      <span className="block">
        <Email email={lead.email} />
      </span>
      {lead.phone ? <span className="block whitespace-nowrap text-muted">{lead.phone}</span> : null}
    </>
  )
}

const Source = ({ lead }: { lead: LeadSummary }) =>
  lead.source.sourcePage ? <PagePath path={lead.source.sourcePage} /> : '—'

const cell = 'px-3 py-2 align-top'

/** The table's columns; the cards below show the same values. */
const columns = (params: InboxParams): Column<LeadSummary>[] => [
  { header: 'Fecha', cell: (lead) => <When lead={lead} />, className: `${cell} whitespace-nowrap` },
  {
    header: 'Nombre',
    rowHeader: true,
    className: `${cell} font-normal`,
    cell: (lead) => (
      <>
        <NameLink lead={lead} params={params} />
        {lead.company ? <span className="block text-muted">{lead.company}</span> : null}
        {lead.estimate ? (
          <span className="mt-1 block">
            <EstimateBadge />
          </span>
        ) : null}
      </>
    ),
  },
  { header: 'Contacto', cell: (lead) => <Contact lead={lead} />, className: cell },
  { header: 'Ciudad', cell: (lead) => lead.city, className: cell },
  // One line, cut with an ellipsis: the whole message is on the lead's page.
  {
    header: 'Mensaje',
    cell: (lead) => lead.firstLine,
    className: `${cell} max-w-56 truncate`,
    title: (lead) => lead.firstLine,
  },
  { header: 'Origen', cell: (lead) => <Source lead={lead} />, className: `${cell} min-w-32` },
  {
    header: 'Notificación',
    cell: (lead) => <NotificationBadge state={lead.notification} />,
    className: cell,
  },
  { header: 'Estado', cell: (lead) => <StatusBadge status={lead.status} />, className: cell },
]

const caption = 'Solicitudes de presupuesto, de la más reciente a la más antigua'

function Cards({ leads, params }: { leads: LeadSummary[]; params: InboxParams }) {
  return (
    <ul aria-label={caption} className="grid gap-3">
      {leads.map((lead) => (
        <li key={lead.id} className="rounded-(--radius-card) border border-line bg-white p-4 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <NameLink lead={lead} params={params} />
            <span className="text-muted">
              <When lead={lead} />
            </span>
          </div>
          {lead.company ? <p className="text-muted">{lead.company}</p> : null}
          <div className="mt-2 flex flex-wrap gap-2">
            <StatusBadge status={lead.status} />
            <NotificationBadge state={lead.notification} />
            {lead.estimate ? <EstimateBadge /> : null}
          </div>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="font-semibold text-brand-900">Contacto</dt>
            <dd>
              <Contact lead={lead} />
            </dd>
            <dt className="font-semibold text-brand-900">Ciudad</dt>
            <dd>{lead.city}</dd>
            <dt className="font-semibold text-brand-900">Origen</dt>
            <dd>
              <Source lead={lead} />
            </dd>
            <dt className="font-semibold text-brand-900">Mensaje</dt>
            <dd className="truncate" title={lead.firstLine}>
              {lead.firstLine}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}

export function LeadsTable({ leads, params }: { leads: LeadSummary[]; params: InboxParams }) {
  return (
    <div className="mt-4">
      <div className="sm:hidden">
        <Cards leads={leads} params={params} />
      </div>
      <ScrollingTable
        boxClassName={`hidden ${cardBox} sm:block`}
        columns={columns(params)}
        rows={leads}
        rowKey={(lead) => lead.id}
        caption={{ text: caption, id: 'tabla-solicitudes', className: 'px-4 py-3 text-left text-muted' }}
        {...listLook}
        headerClassName="border-t border-line px-3 py-2 font-semibold"
      />
    </div>
  )
}
