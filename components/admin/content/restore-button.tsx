'use client'

import { PendingSubmit } from '@/components/admin/pending-submit'
import { useToastedAction } from '@/components/admin/use-toasted-action'
import { restoreOriginalAction, restoreVersionAction } from './content-actions'

/**
 * 'Restaurar' (a version) or 'Volver al contenido original': either becomes the page's draft,
 * unless someone changed the page since it was drawn (then the answer says who and when).
 */
export function RestoreButton({
  path,
  version,
  revision,
}: {
  path: string
  version?: number
  revision: number
}) {
  const action = version === undefined ? restoreOriginalAction : restoreVersionAction
  const [state, formAction, pending] = useToastedAction(action, 'Restaurado')
  // After a refusal, pressing again is deliberate: it is based on the revision the refusal answered.
  const basedOn = Math.max(state?.data?.revision ?? 0, revision)
  return (
    <form action={formAction}>
      <input type="hidden" name="path" value={path} />
      {/* Like a save, based on the page's revision when it was drawn. */}
      <input type="hidden" name="basedOn" value={basedOn} />
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      <PendingSubmit
        pending={pending}
        label={version === undefined ? 'Volver al contenido original' : 'Restaurar'}
        variant="secondary"
      />
    </form>
  )
}
