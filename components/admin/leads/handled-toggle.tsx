'use client'

import { useActionState } from 'react'
import { toggleLeadHandledAction } from '@/app/(admin)/seo-dashboard/solicitudes/actions'
import { buttonClasses } from '@/components/ui/button'
import type { ActionResult } from '@/lib/admin/action'

/**
 * 'Marcar como atendida' / 'Marcar como no atendida'. A form posting to a
 * server action, so it also works before (or without) JavaScript. While
 * saving, the button says so and ignores presses; it stays focusable
 * (aria-disabled, not disabled) so the keyboard focus is not lost.
 */
export function HandledToggle({ leadId, handled }: { leadId: string; handled: boolean }) {
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(
    toggleLeadHandledAction,
    null,
  )
  return (
    <form action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="id" value={leadId} />
      <input type="hidden" name="handled" value={String(!handled)} />
      <button
        type="submit"
        aria-disabled={pending}
        onClick={(event) => {
          if (pending) event.preventDefault()
        }}
        className={buttonClasses(handled ? 'secondary' : 'primary', 'min-h-11 px-5 py-2 text-sm')}
      >
        {pending ? 'Guardando...' : handled ? 'Marcar como no atendida' : 'Marcar como atendida'}
      </button>
      <p role="status" className={`text-sm ${result && !result.ok ? 'text-danger' : 'text-muted'}`}>
        {result?.message}
      </p>
    </form>
  )
}
