'use client'

import { useActionState, useEffect } from 'react'
import { toast } from 'sonner'
import type { ActionResult } from '@/lib/admin/action'

/**
 * useActionState for an admin form whose answer shows as a toast: the action's
 * message (or `done` when it has none) and its description on success, 'Error' with its message on failure.
 */
export function useToastedAction<Data = undefined>(
  action: (previous: ActionResult<Data> | null, data: FormData) => Promise<ActionResult<Data>>,
  done: string,
) {
  const [state, formAction, pending] = useActionState<ActionResult<Data> | null, FormData>(action, null)
  useEffect(() => {
    if (!state) return
    if (state.ok) toast.success(state.message ?? done, { description: state.description })
    else toast.error('Error', { description: state.message })
  }, [state, done])
  return [state, formAction, pending] as const
}
