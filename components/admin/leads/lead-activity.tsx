import type { InboxLead, LeadActivity } from '@/lib/leads/types'
import { formatLeadDate, leadStatusLabels } from '@/lib/leads/inbox-format'
import { LeadNoteForm } from './lead-note-form'

const panel = 'mt-8 rounded-(--radius-card) border border-line bg-white px-4 py-4 sm:px-6'
const heading = 'text-lg font-bold text-brand-900'

function When({ at, by }: { at: string; by: string | null }) {
  return (
    <span className="text-sm text-muted">
      <time dateTime={at}>{formatLeadDate(at)}</time>
      {by ? ` · ${by}` : null}
    </span>
  )
}

/** The lead's history (its arrival, then each change of state) and the staff's notes, oldest first. */
export function LeadActivityPanels({ lead, activity }: { lead: InboxLead; activity: LeadActivity }) {
  return (
    <>
      <section aria-labelledby="historial-solicitud" className={panel}>
        <h2 id="historial-solicitud" className={heading}>
          Historial
        </h2>
        <ol className="mt-3 grid gap-2">
          <li className="grid gap-0.5">
            <span>Recibida desde la web</span>
            <When at={lead.createdAt} by={null} />
          </li>
          {activity.changes.map((change, index) => (
            <li key={index} className="grid gap-0.5">
              <span>
                {leadStatusLabels[change.from]} → {leadStatusLabels[change.to]}
              </span>
              <When at={change.at} by={change.by} />
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="notas-solicitud" className={panel}>
        <h2 id="notas-solicitud" className={heading}>
          Notas internas
        </h2>
        <p className="mt-1 text-sm text-muted">Solo las ve el personal; el cliente no las recibe.</p>
        {activity.notes.length > 0 ? (
          <ul className="mt-3 grid gap-3">
            {activity.notes.map((note) => (
              <li key={note.id} className="border-t border-line pt-3">
                <When at={note.at} by={note.by} />
                <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">Todavía no hay notas.</p>
        )}
        <LeadNoteForm leadId={lead.id} />
      </section>
    </>
  )
}
