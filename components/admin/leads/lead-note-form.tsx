'use client'

import { useActionState, useState } from 'react'
import { addLeadNoteAction } from '@/app/(admin)/seo-dashboard/solicitudes/actions'
import { PendingSubmit } from '@/components/admin/pending-submit'
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
  const error = result && !result.ok ? result.message : undefined
  return (
    <form action={action} className="mt-4 grid gap-2">
      <input type="hidden" name="id" value={leadId} />
      <label htmlFor="nota-solicitud" className="text-sm font-semibold text-brand-900">
        Nueva nota interna
      </label>
      <textarea
        id="nota-solicitud"
        name="body"
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={MAX_NOTE_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'nota-solicitud-estado' : undefined}
        className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink"
      />
      <div className="flex flex-wrap items-center gap-3">
        <PendingSubmit pending={pending} label="Añadir nota" variant="secondary" />
        <p
          id="nota-solicitud-estado"
          role="status"
          className={`text-sm ${error ? 'text-danger' : 'text-muted'}`}
        >
          {result?.message}
        </p>
      </div>
    </form>
  )
}
