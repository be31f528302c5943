'use client'

import { useActionState } from 'react'
import { AnswerStatus } from '@/components/admin/answer-status'
import { PendingSubmit } from '@/components/admin/pending-submit'
import type { ActionResult } from '@/lib/admin/action'
import { deleteRedirectAction, type SavedRedirect } from './redirect-actions'

/** Removes one redirect, as the list showed it (its revision): a changed one is not removed. */
export function RemoveRedirectButton({ source, revision }: { source: string; revision: number }) {
  const [result, action, pending] = useActionState<ActionResult<SavedRedirect> | null, FormData>(
    deleteRedirectAction,
    null,
  )
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="basedOn" value={revision} />
      <PendingSubmit pending={pending} label="Eliminar" variant="secondary" />
      {result && !result.ok ? <AnswerStatus result={{ ...result, data: undefined }} /> : null}
    </form>
  )
}
