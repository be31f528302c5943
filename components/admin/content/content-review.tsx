'use client'

import { startTransition, useActionState, useEffect, useRef, useState, type RefObject } from 'react'
import { buttonClasses } from '@/components/ui/button'
import type { DraftReview } from '@/lib/content/review-draft'
import { ChangeComparison } from './change-comparison'
import type { ObjectDescription } from '@/lib/content/describe-schema'
import { publishable } from '@/lib/content/types'
import { reviewContentAction } from './review-actions'
import { PublishProblems } from './publish-problems'

// 'Revisar cambios', in place under the editor's buttons: what 'Publicar' would
// put on the site against what it shows now, the messages that would stop it
// (each a link to its field), and whether publishing is blocked. It reads the
// form as it is, without submitting it, so nothing typed is lost.

/** The review's state and its button's handler, for the content form `form`. */
export function useContentReview(form: RefObject<HTMLFormElement | null>) {
  const [state, dispatch, pending] = useActionState(reviewContentAction, null)
  const [stale, setStale] = useState(false)
  const review = () => {
    if (!form.current) return
    const data = new FormData(form.current)
    setStale(false)
    startTransition(() => dispatch(data))
  }
  return { state, pending, stale, review, markStale: () => setStale(true) }
}

export function ReviewButton({ pending, onReview }: { pending: boolean; onReview: () => void }) {
  return (
    <button
      type="button"
      data-no-change
      onClick={onReview}
      disabled={pending}
      aria-controls="revision-cambios"
      className={buttonClasses('secondary', 'min-h-11 px-5 py-2 text-sm')}
    >
      {pending ? 'Revisando…' : 'Revisar cambios'}
    </button>
  )
}

export function ContentReviewPanel({
  state,
  stale,
  description,
}: {
  state: ReturnType<typeof useContentReview>['state']
  stale: boolean
  description: ObjectDescription
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [state])
  if (!state) return <div id="revision-cambios" />
  return (
    <section
      id="revision-cambios"
      aria-labelledby="revision-titulo"
      className="rounded-lg border border-line bg-white p-4"
    >
      <h2 id="revision-titulo" ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-900">
        Revisar cambios
      </h2>
      {!state.ok || !state.data ? (
        <p role="alert" className="mt-2 text-danger">
          {state.message}
        </p>
      ) : (
        <ReviewResult review={state.data} stale={stale} description={description} />
      )}
    </section>
  )
}

function ReviewResult({
  review,
  stale,
  description,
}: {
  review: DraftReview
  stale: boolean
  description: ObjectDescription
}) {
  const headers = { before: 'En la web', after: 'En el borrador' }
  return (
    <>
      {stale ? (
        <p className="mt-2 rounded-md bg-sun-100 p-2 font-medium text-ink">
          Has cambiado el formulario después de revisarlo: vuelve a pulsar «Revisar cambios».
        </p>
      ) : null}
      {publishable(review) ? (
        <p className="mt-2 font-medium text-success">Sin errores: se puede publicar.</p>
      ) : (
        <div role="alert" className="mt-3 rounded-md border border-danger/40 bg-danger/5 p-3 text-danger">
          <PublishProblems check={review} description={description} />
        </div>
      )}
      {review.online ? null : (
        <p className="mt-2 text-muted">
          Esta página aún no está publicada: los visitantes no la ven. Todo lo que publiques será nuevo.
        </p>
      )}
      <h3 className="mt-4 font-semibold text-brand-900">Contenido</h3>
      <ChangeComparison
        caption="Cambios del contenido frente a la web"
        changes={review.content}
        headers={headers}
        description={description}
        empty="El contenido es igual al de la web."
      />
      {review.seo ? (
        <>
          <h3 className="mt-4 font-semibold text-brand-900">SEO</h3>
          <ChangeComparison
            caption="Cambios del SEO frente a la web"
            changes={review.seo}
            headers={headers}
            empty="El SEO es igual al de la web."
          />
        </>
      ) : null}
    </>
  )
}
