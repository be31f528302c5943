'use client'

import { useState, useTransition } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/admin/editing/confirm-dialog'
import type { SiteRedirect } from '@/lib/paths/types'
import { deleteRedirectAction, restoreRedirectAction } from './redirect-actions'

/** A button that does not look like the form's main one: removing is the lesser action. */
export const outlineAction =
  'inline-flex min-h-11 items-center rounded-lg border border-brand-800 bg-white px-3 font-semibold text-brand-800 no-underline hover:bg-brand-50'

/**
 * Removes one redirect, as the list showed it (its revision: a changed one is not removed), once
 * the dialog naming its address is confirmed. The toast that says so offers 'Deshacer', which puts
 * it back as it was, its count included. The toasts are raised here: the row goes with the redirect.
 */
export function RemoveRedirectButton({ redirect }: { redirect: SiteRedirect }) {
  const [asking, setAsking] = useState(false)
  const [pending, startTransition] = useTransition()
  const { source, destination, permanent, hits, lastHitAt, revision } = redirect
  const undo = () =>
    startTransition(async () => {
      const answer = await restoreRedirectAction(null, { source, destination, permanent, hits, lastHitAt })
      if (answer.ok) toast.success('Redirección recuperada')
      else toast.error('No se pudo deshacer', { description: answer.message })
    })
  const remove = () =>
    startTransition(async () => {
      const answer = await deleteRedirectAction(null, { source, basedOn: revision })
      if (answer.ok) toast.success('Redirección eliminada', { action: { label: 'Deshacer', onClick: undo } })
      else toast.error('No se pudo eliminar', { description: answer.message })
    })
  return (
    <>
      <button
        type="button"
        aria-disabled={pending}
        aria-label={`Eliminar la redirección de ${source}`}
        onClick={() => {
          if (!pending) setAsking(true)
        }}
        className={outlineAction}
      >
        {pending ? 'Guardando...' : 'Eliminar'}
      </button>
      <ConfirmDialog
        open={asking}
        title="¿Eliminar esta redirección?"
        confirmLabel="Eliminar"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          remove()
        }}
      >
        <p className="break-words">
          Quien visite {source} dejará de ir a {destination} y verá «página no encontrada».
        </p>
      </ConfirmDialog>
    </>
  )
}
