'use client'

import { useRef, useState } from 'react'
import { ConfirmDialog } from './confirm-dialog'

/** A save refused because someone changed the thing since: what it said, and whose changes those are. */
export type Refusal = { message: string; changedBy: string }

/**
 * After a refused save, the next save of any kind asks first: replace the other changes
 * ('Sustituir los cambios de Ana'), or see them in another tab, where what was typed here stays.
 * `asks(resend)` says whether it is asking (the caller then holds its save); once staff choose
 * to replace, `resend` sends the save again, and nothing more is asked until the next refusal.
 */
export function useReplaceChoice(refusal: Refusal | null, changesHref: string) {
  const [resend, setResend] = useState<(() => void) | null>(null)
  // A ref, not state: the save sent again on the choice must not be asked about again.
  const replacing = useRef<Refusal | null>(null)
  const asks = (send: () => void) => {
    if (!refusal || replacing.current === refusal) return false
    setResend(() => send)
    return true
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
  return { asks, dialog }
}
