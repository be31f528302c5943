'use client'

import { ConfirmedSubmit } from '@/components/admin/editing/confirmed-submit'
import { PageForm } from '@/components/admin/page-form'
import { useToastedAction } from '@/components/admin/use-toasted-action'
import { personName } from '@/lib/admin/page-changed'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { restoreOriginalAction, restoreVersionAction } from './content-actions'

const unsavedLost = 'Los cambios sin guardar se perderán.'

/**
 * 'Restaurar' (a version) or 'Volver al contenido original': asks first, saying what the draft
 * becomes; then either becomes the page's draft, unless someone changed the page since it was
 * drawn (then the answer says who and when).
 */
export function RestoreButton({
  path,
  version,
  revision,
  hasDraft,
}: {
  path: string
  version?: { id: number; createdAt: string; createdBy: string | null }
  revision: number
  /** Whether the page has a draft now, which the restore replaces. */
  hasDraft: boolean
}) {
  const action = version === undefined ? restoreOriginalAction : restoreVersionAction
  const [state, formAction, pending] = useToastedAction(action, 'Restaurado')
  // After a refusal, pressing again is deliberate: it is based on the revision the refusal answered.
  const basedOn = Math.max(state?.data?.revision ?? 0, revision)
  const restored = version
    ? `la versión del ${formatLeadDate(version.createdAt)}${version.createdBy ? ` (${personName(version.createdBy)})` : ''}`
    : 'el contenido original del sitio'
  const question = hasDraft
    ? `El borrador actual se sustituirá por ${restored}. ${unsavedLost}`
    : `${restored.charAt(0).toUpperCase()}${restored.slice(1)} pasará a ser el borrador de la página. ${unsavedLost}`
  return (
    // Like a save, based on the page's revision when it was drawn.
    <PageForm action={formAction} path={path} basedOn={basedOn}>
      {version === undefined ? null : <input type="hidden" name="version" value={version.id} />}
      <ConfirmedSubmit
        pending={pending}
        label={version === undefined ? 'Volver al contenido original' : 'Restaurar'}
        title={version === undefined ? '¿Volver al contenido original?' : '¿Restaurar esta versión?'}
        question={<p>{question}</p>}
      />
    </PageForm>
  )
}
