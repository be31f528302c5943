'use client'

import { ConfirmedSubmit } from '@/components/admin/editing/confirmed-submit'
import { PageForm } from '@/components/admin/page-form'
import { useToastedAction } from '@/components/admin/use-toasted-action'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { discardDraftAction } from './content-actions'

/**
 * 'Descartar borrador', shown while the page has a draft: asks first, then drops the draft
 * (unless someone changed the page since it was drawn: then the answer says who and when),
 * and the editor shows the published content again. It stays mounted without a draft, so
 * the answer's toast still shows once the draft is gone.
 */
export function DiscardDraftButton({
  path,
  revision,
  draftSavedAt,
  published,
}: {
  path: string
  revision: number
  /** When the draft was saved; null: no draft, nothing to show. */
  draftSavedAt: string | null
  /** Whether the page has published content (else the site's original shows). */
  published: boolean
}) {
  const [state, formAction, pending] = useToastedAction(discardDraftAction, 'Borrador descartado')
  const basedOn = Math.max(state?.data?.revision ?? 0, revision)
  const shown = published ? 'la versión publicada' : 'el contenido original del sitio'
  if (draftSavedAt === null) return null
  return (
    <PageForm action={formAction} path={path} basedOn={basedOn}>
      <ConfirmedSubmit
        pending={pending}
        label="Descartar borrador"
        title="¿Descartar el borrador?"
        question={
          <p>
            El borrador guardado el {formatLeadDate(draftSavedAt)} se descartará y el editor mostrará {shown}.
            Los cambios sin guardar se perderán.
          </p>
        }
      />
    </PageForm>
  )
}
