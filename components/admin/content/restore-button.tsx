'use client'

import { PendingSubmit } from '@/components/admin/pending-submit'
import { useToastedAction } from '@/components/admin/use-toasted-action'
import { restoreOriginalAction, restoreVersionAction } from './content-actions'

/** 'Restaurar' (a version) or 'Volver al contenido original': either becomes the page's draft. */
export function RestoreButton({ path, version }: { path: string; version?: number }) {
  const action = version === undefined ? restoreOriginalAction : restoreVersionAction
  const [, formAction, pending] = useToastedAction(action, 'Restaurado')
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
