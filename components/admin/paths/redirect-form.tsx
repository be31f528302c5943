'use client'

import { useActionState, useState } from 'react'
import { AnswerStatus } from '@/components/admin/answer-status'
import { useReplaceChoice } from '@/components/admin/editing/replace-choice'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { PathField } from '@/components/admin/path-field'
import type { ActionResult } from '@/lib/admin/action'
import type { SiteRedirectInput } from '@/lib/validations/redirect'
import { saveRedirectAction, type SavedRedirect } from './redirect-actions'

/**
 * Adds a redirect, or changes one. The fields are controlled, so a refused save keeps what was
 * typed (React resets uncontrolled fields after every action); a save refused because someone
 * changed the redirect goes on from its new revision, and saving again asks first.
 */
/** The form's two path fields, in order. */
const pathFields = [
  {
    name: 'source',
    id: 'redireccion-desde',
    label: 'Desde',
    hint: 'Una dirección de este sitio que no tiene página, por ejemplo /placas-cieza.',
  },
  {
    name: 'destination',
    id: 'redireccion-hacia',
    label: 'Hacia',
    hint: 'Una dirección de este sitio (/…) o una dirección completa https://…',
  },
] as const

export function RedirectForm({ initial }: { initial: SiteRedirectInput }) {
  const [values, setValues] = useState(initial)
  const [result, action, pending] = useActionState<ActionResult<SavedRedirect> | null, FormData>(
    async (previous, data) => {
      const answer = await saveRedirectAction(previous, data)
      const revision = answer.data?.revision
      if (answer.ok && values.original === null)
        setValues({ ...initial, original: null, source: '', destination: '' })
      else if (answer.ok)
        setValues((now) => ({
          ...now,
          original: answer.data?.source ?? now.original,
          source: answer.data?.source ?? now.source,
          basedOn: revision ?? now.basedOn,
        }))
      else if (revision !== undefined) setValues((now) => ({ ...now, basedOn: revision }))
      return answer
    },
    null,
  )
  const replace = useReplaceChoice(result, '/seo-dashboard/redirecciones')
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
  const set = (field: 'source' | 'destination') => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((now) => ({ ...now, [field]: event.target.value }))
  return (
    <form
      action={action}
      onSubmit={replace.holdsSubmit}
      className="mt-4 grid max-w-2xl gap-4"
    >
      {replace.dialog}
      <input type="hidden" name="original" value={values.original ?? ''} />
      <input type="hidden" name="basedOn" value={values.basedOn} />
      {pathFields.map(({ name, id, label, hint }) => (
        <PathField
          key={name}
          id={id}
          name={name}
          label={label}
          marker="required"
          hint={hint}
          error={errors[name]}
          value={values[name]}
          onChange={set(name)}
        />
      ))}
      <fieldset>
        <legend className="font-semibold text-brand-900">Tipo</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {[
            { value: '308', label: 'Permanente (308)', permanent: true },
            { value: '307', label: 'Temporal (307)', permanent: false },
          ].map((option) => (
            <label key={option.value} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="permanent"
                value={option.value}
                checked={values.permanent === option.permanent}
                onChange={() => setValues((now) => ({ ...now, permanent: option.permanent }))}
                className="size-5"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <PendingSubmit
          pending={pending}
          label={values.original === null ? 'Añadir redirección' : 'Guardar cambios'}
        />
        <AnswerStatus
          result={result && { ...result, data: undefined }}
          shownAt={errors.source ?? errors.destination}
        />
      </div>
    </form>
  )
}
