'use client'

import { useEffect, useRef } from 'react'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { useToastedAction } from '@/components/admin/use-toasted-action'
import { buttonClasses } from '@/components/ui/button'
import { saveContentAction } from './content-actions'
import { ContentFields } from './content-fields'
import type { ObjectDescription } from './describe-schema'

/**
 * The 'Contenido' part of a page's editor: every field of its content (drawn
 * from its schema), and 'Guardar borrador', 'Vista previa'
 * (the real page with the saved draft, in Draft Mode) and 'Publicar'. The
 * server checks everything again and answers at the field.
 */
export function ContentEditor({
  path,
  description,
  content,
  locked,
  previewHref,
  hasDraft,
  revision,
}: {
  path: string
  description: ObjectDescription
  content: Record<string, unknown>
  locked: { path: string; href: string }[]
  previewHref: string
  hasDraft: boolean
  /** The page's revision when this page was drawn: the save is based on it. */
  revision: number
}) {
  const [state, formAction, pending] = useToastedAction(saveContentAction, 'Guardado')
  // A save's answer carries the page's revision since (a refusal too: saving again then replaces it);
  // revisions only grow, so the larger one is the newer.
  const basedOn = Math.max(state?.data?.revision ?? 0, revision)
  const errors = state && !state.ok ? (state.fieldErrors as Record<string, string> | undefined) : undefined
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) focusFirstError(form.current)
  }, [errors])
  return (
    <form ref={form} action={formAction} className="grid gap-6" aria-label="Contenido de la página">
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="basedOn" value={basedOn} />
      {state && !state.ok && state.data ? (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/5 p-3 text-danger">
          {state.message}
        </p>
      ) : null}
      <ContentFields
        // A new key after each save, so the form shows what was stored.
        key={JSON.stringify(content)}
        description={description}
        defaultValue={content}
        name="content"
        locked={locked}
        errors={errors}
      />
      <div className="flex flex-wrap items-center gap-3">
        <PendingSubmit intent="draft" label="Guardar borrador" pending={pending} variant="secondary" />
        {hasDraft ? (
          <a
            href={previewHref}
            target="_blank"
            rel="noopener"
            className={buttonClasses('secondary', 'min-h-11 px-5 py-2 text-sm')}
          >
            Vista previa
          </a>
        ) : null}
        <PendingSubmit intent="publish" label="Publicar" pending={pending} />
      </div>
    </form>
  )
}

/**
 * After a refused save, takes staff to the first place marked, in the form's order:
 * the list of messages on top, a field, or a group (its first control).
 */
function focusFirstError(form: HTMLFormElement | null) {
  const marked = form?.querySelector<HTMLElement>(
    '[role="alert"], [aria-invalid="true"], fieldset[aria-describedby]',
  )
  const target =
    marked instanceof HTMLFieldSetElement
      ? marked.querySelector<HTMLElement>('input, textarea, select, button:not(:disabled)')
      : marked
  target?.focus()
}
