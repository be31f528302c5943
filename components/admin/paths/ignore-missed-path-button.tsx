'use client'

import { useTransition } from 'react'
import { toast } from 'sonner'
import { shownMissedPath } from '@/lib/paths/missed-path'
import { ignoreMissedPathAction } from './redirect-actions'
import { outlineAction } from './remove-redirect-button'

/** 'Ignorar' a failing address (it moves to the ignored ones), or 'Volver a mostrar' it. */
export function IgnoreMissedPathButton({ path, ignored }: { path: string; ignored: boolean }) {
  const [pending, startTransition] = useTransition()
  const label = ignored ? 'Volver a mostrar' : 'Ignorar'
  const change = () =>
    startTransition(async () => {
      const answer = await ignoreMissedPathAction(null, { path, ignored: ignored ? 'false' : 'true' })
      if (!answer.ok) toast.error('No se pudo cambiar', { description: answer.message })
    })
  return (
    <button
      type="button"
      aria-disabled={pending}
      aria-label={`${label} ${shownMissedPath(path)}`}
      onClick={() => {
        if (!pending) change()
      }}
      className={outlineAction}
    >
      {pending ? 'Guardando...' : label}
    </button>
  )
}
