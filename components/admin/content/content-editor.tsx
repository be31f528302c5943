'use client'

import { useEffect, useRef } from 'react'
import { EditingGuard } from '@/components/admin/editing/editing-guard'
import { historyHref, PageChangedAlert } from '@/components/admin/editing/page-changed-alert'
import { useReplaceChoice } from '@/components/admin/editing/replace-choice'
import { useBasedOn } from '@/components/admin/editing/use-based-on'
import { stickyActions } from '@/components/admin/editing/sticky-actions'
import { useUnsavedChanges } from '@/components/admin/editing/use-unsaved-changes'
import { PageForm } from '@/components/admin/page-form'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { useToastedAction } from '@/components/admin/use-toasted-action'
import { buttonClasses } from '@/components/ui/button'
import { saveContentAction } from './content-actions'
import { ContentFields } from './content-fields'
import { ContentReviewPanel, ReviewButton, useContentReview } from './content-review'
import { PublishRefusal } from './publish-problems'
import { useKeptRefusal } from './use-kept-refusal'
import type { ObjectDescription } from '@/lib/content/describe-schema'
import type { PhotoChoice } from './content-form-context'

/**
 * The 'Contenido' part of a page's editor: every field of its content (drawn
 * from its schema), and 'Guardar borrador', 'Vista previa'
 * (the real page with the saved draft, in Draft Mode), 'Revisar cambios' (what
 * publishing would change, checked, in place) and 'Publicar'. The
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
  photos,
}: {
  path: string
  description: ObjectDescription
  content: Record<string, unknown>
  locked: { path: string; href: string }[]
  previewHref: string
  hasDraft: boolean
  /** The page's revision when this page was drawn: the save is based on it. */
  revision: number
  /** The library's photos, which the page's pictures may show. */
  photos?: PhotoChoice[]
}) {
  const [state, formAction, pending] = useToastedAction(saveContentAction, 'Guardado')
  // A save's answer carries the page's revision since (a refusal too: the next save asks, then replaces it).
  const basedOn = useBasedOn(revision, state?.data?.revision)
  const replace = useReplaceChoice(state, historyHref(path))
  const errors = state && !state.ok ? (state.fieldErrors as Record<string, string> | undefined) : undefined
  const form = useRef<HTMLFormElement>(null)
  const review = useContentReview(form)
  const kept = useKeptRefusal(form, state)
  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) focusFirstError(form.current)
  }, [errors])
  const { dirty, saved, drawn } = useUnsavedChanges(form)
  useEffect(() => {
    if (state?.ok) saved()
  }, [state, saved])
  // Drawn anew with what is stored (after a save, a restore, a discard): nothing is unsaved.
  const stored = JSON.stringify(content)
  useEffect(() => drawn(), [stored, drawn])
  return (
    <>
      <EditingGuard path={path} dirty={dirty} />
      <PageForm
        ref={form}
        path={path}
        basedOn={basedOn}
        action={formAction}
        onSubmit={(event) => {
          kept.submitted((event.nativeEvent as SubmitEvent).submitter)
          replace.holdsSubmit(event)
        }}
        onInput={review.markStale}
        className="grid gap-6"
        aria-label="Contenido de la página"
      >
        {replace.refusal ? <PageChangedAlert path={path} message={replace.refusal.message} /> : null}
        {kept.check ? (
          <PublishRefusal label="No se ha publicado" check={kept.check} description={description} />
        ) : null}
        {replace.dialog}
        <ContentFields
          // A new key after each save, so the form shows what was stored.
          key={JSON.stringify(content)}
          description={description}
          defaultValue={content}
          name="content"
          locked={locked}
          errors={errors}
          photos={photos}
        />
        <div className={`flex flex-wrap items-center gap-3 ${stickyActions}`}>
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
          <ReviewButton pending={review.pending} onReview={review.review} />
          <PendingSubmit intent="publish" label="Publicar" pending={pending} />
        </div>
        <ContentReviewPanel state={review.state} stale={review.stale} description={description} />
      </PageForm>
    </>
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
