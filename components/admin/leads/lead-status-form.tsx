'use client'

import { useActionState } from 'react'
import { setLeadStatusAction } from '@/components/admin/leads/inbox-actions'
import { PendingSubmit } from '@/components/admin/pending-submit'
import type { ActionResult } from '@/lib/admin/action'
import { leadStatuses, type LeadStatus } from '@/lib/data/types'
import { leadStatusLabels } from '@/lib/leads/inbox-format'

/**
 * The lead's state, changed with a select and a button: a form posting to a
 * server action, so it also works without JavaScript.
 */
export function LeadStatusForm({ leadId, status }: { leadId: string; status: LeadStatus }) {
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(setLeadStatusAction, null)
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="id" value={leadId} />
      <div>
        <label htmlFor="estado-solicitud" className="block text-sm font-semibold text-brand-900">
          Estado
        </label>
        {/* Keyed by the saved state, so the select shows it again after a save. */}
        <select
          key={status}
          id="estado-solicitud"
          name="status"
          defaultValue={status}
          className="mt-1 block min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink"
        >
          {leadStatuses.map((option) => (
            <option key={option} value={option}>
              {leadStatusLabels[option]}
            </option>
          ))}
        </select>
      </div>
      <PendingSubmit pending={pending} label="Guardar estado" />
      <p role="status" className={`text-sm ${result && !result.ok ? 'text-danger' : 'text-muted'}`}>
        {result?.message}
      </p>
    </form>
  )
}
