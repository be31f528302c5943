'use client'

import { useId, useRef, type ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { destructiveButtonClass } from './destructive-button'
import { useModal } from './use-modal'

/**
 * Asks before something that replaces work: a modal <dialog> named by its title
 * and described by what will be replaced, with 'Cancelar' (Escape too) and the
 * action's own name. It opens with the focus on 'Cancelar' and gives the focus
 * back where it was when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  destructive = false,
}: {
  open: boolean
  title: string
  /** What will be replaced or lost. */
  children: ReactNode
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** The action deletes: its button is outlined in red. */
  destructive?: boolean
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const id = useId()
  useModal(dialog, cancel, open)
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-texto`}
      onCancel={(event) => {
        // Escape: closed by the effect's cleanup once the caller says so.
        event.preventDefault()
        onCancel()
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-line bg-white p-6 text-ink shadow-xl backdrop:bg-brand-950/40"
    >
      {/* Drawn only while it asks, so its words are nowhere on the page otherwise. */}
      {open ? (
        <>
          <h2 id={`${id}-titulo`} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          <div id={`${id}-texto`} className="mt-3 grid gap-2">
            {children}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              ref={cancel}
              type="button"
              onClick={onCancel}
              className="min-h-11 rounded-full border border-line bg-white px-5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Cancelar
            </button>
            <button
              type="button"
              onClick={onConfirm}
              className={destructive ? destructiveButtonClass : buttonClasses('secondary', 'min-h-11 px-5 py-2 text-sm')}
            >
              {confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  )
}
