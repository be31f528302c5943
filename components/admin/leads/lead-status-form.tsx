'use client'

import { useActionState } from 'react'
import { setLeadStatusAction } from '@/components/admin/leads/inbox-actions'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { AnswerStatus } from '@/components/admin/answer-status'
import { controlProps, FormField, inputClass } from '@/components/ui/form-field'
import type { ActionResult } from '@/lib/admin/action'
import { leadStatuses, type LeadStatus } from '@/lib/leads/types'
import { leadStatusLabels } from '@/lib/leads/inbox-format'

/**
 * The lead's state, changed with a select and a button: a form posting to a
 * server action, so it also works without JavaScript.
 */
export function LeadStatusForm({ leadId, status }: { leadId: string; status: LeadStatus }) {
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(setLeadStatusAction, null)
  const error = result && !result.ok ? result.fieldErrors?.status : undefined
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="id" value={leadId} />
      <FormField id="estado-solicitud" label="Estado" error={error}>
        {/* Keyed by the saved state, so the select shows it again after a save. */}
        <select
          key={status}
          {...controlProps('estado-solicitud', { error })}
          name="status"
          defaultValue={status}
          className={inputClass}
        >
          {leadStatuses.map((option) => (
            <option key={option} value={option}>
              {leadStatusLabels[option]}
            </option>
          ))}
        </select>
      </FormField>
      <PendingSubmit pending={pending} label="Guardar estado" />
      <AnswerStatus result={result} shownAt={error} />
    </form>
  )
}
