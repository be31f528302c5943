'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useState } from 'react'
import { toast } from 'sonner'
import { AnswerStatus } from '@/components/admin/answer-status'
import { ConfirmedSubmit } from '@/components/admin/editing/confirmed-submit'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { PathField } from '@/components/admin/path-field'
import type { ActionResult } from '@/lib/admin/action'
import { removeStaffPageAction, renameStaffPageAction } from './staff-page-actions'

type Answer = ActionResult<{ href: string }> | null
type Action = (previous: Answer, data: FormData) => Promise<NonNullable<Answer>>

/**
 * Runs `action` and, when it answers a new address for the editor, goes there; the answer also shows
 * as a toast, which stays in view across the move.
 */
function useOpening(action: Action) {
  const router = useRouter()
  return useActionState<Answer, FormData>(async (previous, data) => {
    const answer = await action(previous, data)
    if (answer.ok && answer.data) {
      if (answer.message) toast.success(answer.message)
      router.push(answer.data.href)
    }
    return answer
  }, null)
}

const statusWords = {
  draft: 'Borrador: aún no publicada',
  published: 'Publicada',
  unpublished: 'Retirada del sitio',
}

/** What staff do with a page they created: move it, take it off the site, delete it. */
export function ManagePage({ path, status }: { path: string; status: keyof typeof statusWords }) {
  const [newPath, setNewPath] = useState('')
  const [renamed, rename, renaming] = useOpening(renameStaffPageAction)
  const [removed, remove, removing] = useOpening(removeStaffPageAction)
  const renameError = renamed && !renamed.ok ? renamed.fieldErrors?.newPath : undefined
  const removeError = removed && !removed.ok ? removed.fieldErrors?.redirectTo : undefined
  return (
    <section aria-labelledby="pagina-creada" className="mt-6 rounded-lg border border-line bg-white p-4">
      <h2 id="pagina-creada" className="text-lg font-semibold text-brand-900">
        Página creada por el equipo · {statusWords[status]}
      </h2>
      <form action={rename} className="mt-4 grid max-w-2xl gap-3">
        <input type="hidden" name="path" value={path} />
        <PathField
          id="nueva-direccion"
          name="newPath"
          label="Nueva dirección"
          hint={`La dirección actual (${path}) redirigirá a la nueva (308).`}
          error={renameError}
          value={newPath}
          onChange={(event) => setNewPath(event.target.value)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <ConfirmedSubmit
            pending={renaming}
            label="Cambiar dirección"
            title="¿Cambiar la dirección de la página?"
            question={
              <p>
                La página dejará de estar en {path} y pasará a {newPath.trim() || 'la dirección nueva'}. En{' '}
                {path} quedará una redirección a la nueva dirección, para que los enlaces y los buscadores
                sigan llegando a la página.
              </p>
            }
          />
          <AnswerStatus result={renamed && { ...renamed, data: undefined }} shownAt={renameError} />
        </div>
      </form>
      <form action={remove} className="mt-6 grid max-w-2xl gap-3">
        <input type="hidden" name="path" value={path} />
        <PathField
          id="redirigir-a"
          name="redirectTo"
          label="Llevar a los visitantes a"
          marker="optional"
          hint="Vacío: la dirección responde «Página no encontrada». Una dirección del sitio (/…) o https://…"
          error={removeError}
        />
        <div className="flex flex-wrap items-center gap-3">
          {status === 'published' ? (
            <PendingSubmit
              pending={removing}
              label="Retirar del sitio"
              variant="secondary"
              intent="unpublish"
            />
          ) : null}
          <ConfirmedSubmit
            pending={removing}
            label="Borrar página"
            intent="delete"
            title="¿Borrar esta página?"
            question={
              <p>
                Se borrarán {path}, su contenido, su SEO y todo su historial. No se puede deshacer.
                {status === 'published' ? ' Si solo quieres que deje de verse, usa «Retirar del sitio».' : ''}
              </p>
            }
          />
          <AnswerStatus result={removed && { ...removed, data: undefined }} shownAt={removeError} />
        </div>
      </form>
    </section>
  )
}
