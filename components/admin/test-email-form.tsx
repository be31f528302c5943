'use client'

import { useActionState } from 'react'
import { sendTestEmailAction } from '@/components/admin/leads/inbox-actions'
import { PendingSubmit } from '@/components/admin/pending-submit'
import type { ActionResult } from '@/lib/admin/action'

/** Sends a test e-mail through the notifications' own transport and shows its real answer. */
export function TestEmailForm() {
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(sendTestEmailAction, null)
  return (
    <form action={action} className="flex flex-wrap items-center gap-3">
      <PendingSubmit pending={pending} label="Enviar un correo de prueba" variant="secondary" />
      <p
        role="status"
        className={`text-sm break-words ${result && !result.ok ? 'text-danger' : 'text-muted'}`}
      >
        {result?.message}
      </p>
    </form>
  )
}
