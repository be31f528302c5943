import type { TeamEvent } from '@/lib/auth/types'
import { formatLeadDate } from '@/lib/leads/inbox-format'

const sentence = (event: TeamEvent) =>
  event.kind === 'invited'
    ? `${event.actorEmail} invitó a ${event.memberEmail}.`
    : event.actorEmail === event.memberEmail
      ? `${event.actorEmail} dejó el equipo.`
      : `${event.actorEmail} quitó del equipo a ${event.memberEmail}.`

/** 'Historial del equipo': who invited or removed whom, newest first. */
export function TeamHistory({ events }: { events: TeamEvent[] }) {
  if (events.length === 0)
    return <p className="mt-3 text-muted">Aún no se ha invitado ni quitado a nadie desde aquí.</p>
  return (
    <ol className="mt-3 grid max-w-3xl gap-2" aria-label="Historial del equipo">
      {events.map((event) => (
        <li key={event.id} className="border-b border-line pb-2">
          <time dateTime={event.happenedAt} className="text-sm text-muted">
            {formatLeadDate(event.happenedAt)}
          </time>{' '}
          {sentence(event)}
        </li>
      ))}
    </ol>
  )
}
