'use client'

import { useActionState, useState } from 'react'
import { addLeadNoteAction } from '@/components/admin/leads/inbox-actions'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { AnswerStatus } from '@/components/admin/answer-status'
import { controlProps, FormField, inputClass } from '@/components/ui/form-field'
import type { ActionResult } from '@/lib/admin/action'
import { MAX_NOTE_LENGTH } from '@/lib/leads/note-length'

/**
 * Adds an internal note to a lead. The text is controlled so that it stays
 * when the save fails (React resets a form's uncontrolled fields after every action).
 */
export function LeadNoteForm({ leadId }: { leadId: string }) {
  const [body, setBody] = useState('')
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(async (previous, data) => {
    const answer = await addLeadNoteAction(previous, data)
    if (answer.ok) setBody('')
    return answer
  }, null)
  const error = result && !result.ok ? result.fieldErrors?.body : undefined
  return (
    <form action={action} className="mt-4 grid gap-2">
      <input type="hidden" name="id" value={leadId} />
      <FormField id="nota-solicitud" label="Nueva nota interna" error={error}>
        <textarea
          {...controlProps('nota-solicitud', { error })}
          name="body"
          rows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={MAX_NOTE_LENGTH}
          className={inputClass}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <PendingSubmit pending={pending} label="Añadir nota" variant="secondary" />
        <AnswerStatus result={result} shownAt={error} />
      </div>
    </form>
  )
}
