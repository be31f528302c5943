'use client'

import { startTransition, useActionState, useEffect, useState, type RefObject } from 'react'
import type { ActionResult } from '@/lib/admin/action'
import { publishable } from '@/lib/content/types'
import { reviewContentAction } from './review-actions'

// A refused 'Publicar' answers in one line (a toast, which fades). So that the
// refusal stays on the form until it is dealt with, the editor then asks
// 'Revisar cambios' for the whole list (the very check the publish ran, on the
// draft it saved) and keeps it until a save or a publish succeeds.

/** The kept refusal for the content form `form`, whose save answered `state`; `submitted` notes each submit's intent. */
export function useKeptRefusal(
  form: RefObject<HTMLFormElement | null>,
  state: ActionResult<{ changedBy?: string }> | null | undefined,
) {
  const [review, dispatch] = useActionState(reviewContentAction, null)
  const [intent, setIntent] = useState<string | null>(null)
  const [kept, setKept] = useState(false)
  const [seen, setSeen] = useState(state)
  // Whether the answer is a publish refused for the page's content (not for someone else's save).
  const refusedPublish = Boolean(state && !state.ok && !state.data?.changedBy && intent === 'publish')
  if (seen !== state) {
    setSeen(state)
    if (state?.ok) setKept(false)
    else if (refusedPublish) setKept(true)
  }
  useEffect(() => {
    if (!refusedPublish || !form.current) return
    const data = new FormData(form.current)
    startTransition(() => dispatch(data))
  }, [state, refusedPublish, form])
  const check = kept && review?.ok && review.data && !publishable(review.data) ? review.data : null
  return {
    check,
    submitted: (submitter: HTMLElement | null | undefined) => {
      setIntent(submitter?.getAttribute('value') ?? null)
    },
  }
}
