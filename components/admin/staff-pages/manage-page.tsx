'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react'
import { toast } from 'sonner'
import { AnswerStatus } from '@/components/admin/answer-status'
import { ConfirmedSubmit } from '@/components/admin/editing/confirmed-submit'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { PageForm } from '@/components/admin/page-form'
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

/**
 * One of the page's forms: an address field, its buttons, and the answer's line, which stays
 * for screen readers only when the refusal already shows under the field.
 */
function AddressForm({
  path,
  action,
  answer,
  field,
  children,
}: {
  path: string
  action: (data: FormData) => void
  answer: Answer
  field: Omit<ComponentProps<typeof PathField>, 'error'>
  children: ReactNode
}) {
  const error = answer && !answer.ok ? answer.fieldErrors?.[field.name] : undefined
  return (
    <PageForm path={path} action={action} className="mt-5 grid max-w-2xl gap-3">
      <PathField {...field} error={error} />
      <div className="flex flex-wrap items-center gap-3">
        {children}
        <AnswerStatus result={answer && { ...answer, data: undefined }} shownAt={error} />
      </div>
    </PageForm>
  )
}

/** What staff do with a page they created: move it, take it off the site, delete it. */
export function ManagePage({ path, status }: { path: string; status: keyof typeof statusWords }) {
  const [newPath, setNewPath] = useState('')
  const [renamed, rename, renaming] = useOpening(renameStaffPageAction)
  const [removed, remove, removing] = useOpening(removeStaffPageAction)
  const moveTo = {
    id: 'nueva-direccion',
    name: 'newPath',
    label: 'Nueva dirección',
    hint: `La dirección actual (${path}) redirigirá a la nueva (308).`,
    value: newPath,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setNewPath(event.target.value),
  }
  const sendTo = {
    id: 'redirigir-a',
    name: 'redirectTo',
    label: 'Llevar a los visitantes a',
    marker: 'optional' as const,
    hint: 'Vacío: la dirección responde «Página no encontrada». Una dirección del sitio (/…) o https://…',
  }
  return (
    <section aria-labelledby="pagina-creada" className="mt-6 rounded-lg border border-line bg-white p-4">
      <h2 id="pagina-creada" className="text-lg font-semibold text-brand-900">
        Página creada por el equipo · {statusWords[status]}
      </h2>
      <AddressForm path={path} action={rename} answer={renamed} field={moveTo}>
        <ConfirmedSubmit
          pending={renaming}
          label="Cambiar dirección"
          title="¿Cambiar la dirección de la página?"
          question={
            <p>
              La página dejará de estar en {path} y pasará a {newPath.trim() || 'la dirección nueva'}. En{' '}
              {path} quedará una redirección a la nueva dirección, para que los enlaces y los buscadores sigan
              llegando a la página.
            </p>
          }
        />
      </AddressForm>
      <AddressForm path={path} action={remove} answer={removed} field={sendTo}>
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
      </AddressForm>
    </section>
  )
}
