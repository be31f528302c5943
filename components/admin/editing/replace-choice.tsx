'use client'

import { useMemo, useRef, useState, type FormEvent } from 'react'
import type { ActionResult } from '@/lib/admin/action'
import type { SavedRevision } from '@/lib/admin/page-changed'
import { ConfirmDialog } from './confirm-dialog'

/** A save refused because someone changed the thing since: what it said, and whose changes those are. */
type Refusal = { message: string; changedBy: string }

/**
 * After a refused save, the next save of any kind asks first: replace the other changes
 * ('Sustituir los cambios de Ana'), or see them in another tab, where what was typed here stays.
 * `answer` is the form's last save's. `asks(resend)` says whether it is asking (the caller then
 * holds its save); once staff choose to replace, `resend` sends the save again, and nothing
 * more is asked until the next refusal. `holdsSubmit`, a form's submit handler, does that for a
 * form, sending it again from the same button. `refusal` is the refusal still standing, if any.
 */
export function useReplaceChoice(answer: ActionResult<SavedRevision> | null, changesHref: string) {
  const refusal = useMemo<Refusal | null>(
    () =>
      answer && !answer.ok && answer.data?.changedBy
        ? { message: answer.message, changedBy: answer.data.changedBy }
        : null,
    [answer],
  )
  const [resend, setResend] = useState<(() => void) | null>(null)
  // A ref, not state: the save sent again on the choice must not be asked about again.
  const replacing = useRef<Refusal | null>(null)
  const asks = (send: () => void) => {
    if (!refusal || replacing.current === refusal) return false
    setResend(() => send)
    return true
  }
  const holdsSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (asks(() => form.requestSubmit(submitter))) event.preventDefault()
  }
  const dialog = refusal ? (
    <ConfirmDialog
      open={resend !== null}
      title="¿Sustituir los cambios guardados?"
      confirmLabel={`Sustituir los cambios de ${refusal.changedBy}`}
      onCancel={() => setResend(null)}
      onConfirm={() => {
        replacing.current = refusal
        setResend(null)
        resend?.()
      }}
    >
      <p>{refusal.message}</p>
      <p>
        <a href={changesHref} target="_blank" rel="noopener" className="font-semibold underline">
          Ver sus cambios (se abre en otra pestaña)
        </a>
      </p>
    </ConfirmDialog>
  ) : null
  return { refusal, asks, holdsSubmit, dialog }
}
