import type { ActionResult } from '@/lib/admin/action'

/**
 * A form's live line for its action's answer: a success in muted text, a failure in red. When the
 * failure already shows under its field (`shownAt`, the FormField's error), the line keeps it for
 * screen readers only, so it is announced once and seen once.
 */
export function AnswerStatus({
  result,
  shownAt,
}: {
  result: ActionResult<unknown> | null
  shownAt?: string
}) {
  const failed = Boolean(result && !result.ok)
  const hidden = failed && shownAt === result?.message
  return (
    <p role="status" className={hidden ? 'sr-only' : `text-sm ${failed ? 'text-danger' : 'text-muted'}`}>
      {result?.message}
    </p>
  )
}
