'use client'

import { PendingSubmit } from '@/components/admin/pending-submit'
import { useToastedAction } from '@/components/admin/use-toasted-action'
import { DateField } from '@/components/ui/date-field'
import { CancelScheduleButton } from './cancel-schedule-button'
import { schedulePublicationAction } from './schedule-actions'

/** The page's pending schedule as the editor words it. */
export type ScheduleShown = { line: string; at: string; warning: string | null }

/**
 * 'Programar publicación': a Madrid date and time for the saved draft, pinned
 * as it is, to be published. Once scheduled, it says when, with 'Cancelar
 * programación', and warns when the draft changed since.
 */
export function ScheduleForm({
  path,
  revision,
  scheduled,
}: {
  path: string
  /** The page's revision when this page was drawn: the schedule pins the draft of that revision. */
  revision: number
  scheduled: ScheduleShown | null
}) {
  const [state, formAction, pending] = useToastedAction(schedulePublicationAction, 'Publicación programada')
  const basedOn = Math.max(state?.data?.revision ?? 0, revision)
  const error = state && !state.ok ? state.fieldErrors?.publishAt : undefined
  const parts = {
    hint: 'Hora de España peninsular. Se publica el último borrador que guardaste, tal como está ahora.',
    error,
  }
  return (
    <section aria-labelledby="programar-titulo" className="mt-6 rounded-lg border border-line bg-white p-4">
      <h2 id="programar-titulo" className="text-lg font-bold text-brand-900">
        Programar publicación
      </h2>
      {scheduled ? (
        <div className="mt-2 grid gap-2" role="status">
          <p className="font-semibold text-brand-900">{scheduled.line}</p>
          {scheduled.warning ? (
            <p className="rounded-md border border-sun-300 bg-sun-100 p-2 text-brand-950">
              {scheduled.warning}
            </p>
          ) : null}
          <div>
            <CancelScheduleButton path={path} label="Cancelar programación" />
          </div>
        </div>
      ) : null}
      <form
        action={formAction}
        className="mt-3 flex flex-wrap items-end gap-3"
        aria-label="Programar publicación"
      >
        <input type="hidden" name="path" value={path} />
        <input type="hidden" name="basedOn" value={basedOn} />
        <DateField
          id="programar-cuando"
          name="publishAt"
          kind="dateTime"
          label="Fecha y hora"
          value={scheduled?.at ?? ''}
          {...parts}
          className="w-full sm:w-auto"
        />
        <PendingSubmit
          pending={pending}
          label={scheduled ? 'Programar de nuevo' : 'Programar publicación'}
          variant="secondary"
        />
      </form>
      {state && !state.ok && !error ? (
        <p role="alert" className="mt-2 text-danger">
          {state.message}
        </p>
      ) : null}
    </section>
  )
}
