'use client'

import { useActionState } from 'react'
import { toast } from 'sonner'
import { ConfirmedSubmit } from '@/components/admin/editing/confirmed-submit'
import { destructiveButtonClass } from '@/components/admin/editing/destructive-button'
import type { ActionResult } from '@/lib/admin/action'
import type { PhotoUse } from '@/lib/photos/types'
import { deletePhotoAction } from './photo-actions'
import { PhotoUses } from './photo-uses'

/**
 * 'Borrar foto'. While pages use the photo it is disabled and says why, with
 * no question first. Otherwise it asks; the database still refuses if a page
 * took the photo meanwhile, and then the answer lists those pages.
 */
export function DeletePhotoButton({ id, alt, uses }: { id: string; alt: string; uses: PhotoUse[] }) {
  // A page may use it twice (published and in a draft, in its content and as its social image): counted once.
  if (uses.length > 0) return <InUse id={id} count={new Set(uses.map((use) => use.path)).size} />
  return <DeleteUnused id={id} alt={alt} />
}

function InUse({ id, count }: { id: string; count: number }) {
  return (
    <div className="grid gap-2">
      <div>
        <button
          type="button"
          disabled
          aria-describedby={`foto-${id}-en-uso`}
          className={destructiveButtonClass}
        >
          Borrar foto
        </button>
      </div>
      <p id={`foto-${id}-en-uso`} className="text-sm text-muted">
        No se puede borrar mientras {count === 1 ? 'la usa una página' : `la usan ${count} páginas`} (en
        «Dónde se usa»). Quítala de {count === 1 ? 'ella' : 'ellas'} primero.
      </p>
    </div>
  )
}

function DeleteUnused({ id, alt }: { id: string; alt: string }) {
  const [result, action, pending] = useActionState<ActionResult<{ uses: PhotoUse[] }> | null, FormData>(
    async (previous, data) => {
      const answer = await deletePhotoAction(previous, data)
      // The photo leaves the list with this form: the toast is what says it went.
      if (answer.ok) toast.success(answer.message ?? 'Foto borrada')
      return answer
    },
    null,
  )
  const uses = result && !result.ok ? result.data?.uses : undefined
  return (
    <form action={action} className="grid gap-2">
      <input type="hidden" name="id" value={id} />
      <div>
        <ConfirmedSubmit
          label="Borrar foto"
          title="¿Borrar esta foto?"
          pending={pending}
          destructive
          question={
            <>
              <p>La foto «{alt}» se borrará de la biblioteca y de la web. No se puede deshacer.</p>
            </>
          }
        />
      </div>
      {result && !result.ok ? (
        <div role="alert" className="rounded-md border border-danger/40 bg-danger/5 p-3 text-danger">
          <p>{result.message}</p>
          {uses && uses.length > 0 ? (
            <div className="mt-2">
              <PhotoUses uses={uses} label="Páginas que usan la foto" />
            </div>
          ) : null}
        </div>
      ) : (
        <p role="status" className="text-sm text-muted">
          {result?.message}
        </p>
      )}
    </form>
  )
}
