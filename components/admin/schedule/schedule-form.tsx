'use client'

import { PublishRefusal } from '@/components/admin/content/publish-problems'
import { historyHref, PageChangedAlert } from '@/components/admin/editing/page-changed-alert'
import { useReplaceChoice } from '@/components/admin/editing/replace-choice'
import { useBasedOn } from '@/components/admin/editing/use-based-on'
import { PageForm } from '@/components/admin/page-form'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { useToastedAction } from '@/components/admin/use-toasted-action'
import { DateField } from '@/components/ui/date-field'
import type { ObjectDescription } from '@/lib/content/describe-schema'
import { CancelScheduleButton } from './cancel-schedule-button'
import { schedulePublicationAction } from './schedule-actions'

/** The page's pending schedule as the editor words it. */
export type ScheduleShown = { line: string; at: string; warning: string | null }

/**
 * 'Programar publicación': a Madrid date and time for the saved draft, pinned
 * as it is, to be published. Once scheduled, it says when, with 'Cancelar
 * programación', and warns when the draft changed since. A draft that
 * 'Publicar' would refuse is refused here too, with the same list, whose
 * fields lead to the content form above; after someone else's save, the next
 * schedule asks first whether to replace their changes.
 */
export function ScheduleForm({
  path,
  revision,
  scheduled,
  description,
}: {
  path: string
  /** The page's revision when this page was drawn: the schedule pins the draft of that revision. */
  revision: number
  scheduled: ScheduleShown | null
  /** The page's content form, whose fields a refusal names. */
  description: ObjectDescription
}) {
  const [state, formAction, pending] = useToastedAction(schedulePublicationAction, 'Publicación programada')
  const basedOn = useBasedOn(revision, state?.data?.revision)
  const replace = useReplaceChoice(state, historyHref(path))
  const { publishAt: error, ...fields } = (state && !state.ok && state.fieldErrors) || {}
  const problems = Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1]))
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
      <PageForm
        path={path}
        basedOn={basedOn}
        action={formAction}
        onSubmit={replace.holdsSubmit}
        className="mt-3 flex flex-wrap items-end gap-3"
        aria-label="Programar publicación"
      >
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
      </PageForm>
      {replace.dialog}
      <div className="mt-2">
        {replace.refusal ? (
          <PageChangedAlert path={path} message={replace.refusal.message} />
        ) : problems.length > 0 ? (
          <PublishRefusal
            label="No se ha programado"
            check={{
              message: state?.message ?? null,
              errors: Object.fromEntries(problems),
              missingLinks: 0,
              nearCopy: null,
            }}
            description={description}
          />
        ) : state && !state.ok && !error ? (
          <p role="alert" className="text-danger">
            {state.message}
          </p>
        ) : null}
      </div>
    </section>
  )
}
