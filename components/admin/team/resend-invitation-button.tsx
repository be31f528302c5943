'use client'

import { useActionState } from 'react'
import { AnswerStatus } from '@/components/admin/answer-status'
import { PendingSubmit } from '@/components/admin/pending-submit'
import type { ActionResult } from '@/lib/admin/action'
import { resendInvitationAction } from './team-actions'

/** 'Volver a enviar la invitación', for a colleague who has not used theirs: the answer stays beside it. */
export function ResendInvitationButton({ email }: { email: string }) {
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(
    resendInvitationAction,
    null,
  )
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="email" value={email} />
      <PendingSubmit pending={pending} label="Volver a enviar la invitación" variant="secondary" />
      {result ? <AnswerStatus result={result} /> : null}
    </form>
  )
}
