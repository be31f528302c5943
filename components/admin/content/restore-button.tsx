'use client'

import { useActionState, useEffect } from 'react'
import { toast } from 'sonner'
import { PendingSubmit } from '@/components/admin/pending-submit'
import type { ActionResult } from '@/lib/admin/action'
import { restoreOriginalAction, restoreVersionAction } from './content-actions'

/** 'Restaurar' (a version) or 'Volver al contenido original': either becomes the page's draft. */
export function RestoreButton({ path, version }: { path: string; version?: number }) {
  const action = version === undefined ? restoreOriginalAction : restoreVersionAction
  const [state, formAction, pending] = useActionState<ActionResult | null, FormData>(action, null)
  useEffect(() => {
    if (!state) return
    if (state.ok) toast.success(state.message ?? 'Restaurado')
    else toast.error('Error', { description: state.message })
  }, [state])
  return (
    <form action={formAction}>
      <input type="hidden" name="path" value={path} />
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      <PendingSubmit
        pending={pending}
        label={version === undefined ? 'Volver al contenido original' : 'Restaurar'}
        variant="secondary"
      />
    </form>
  )
}
