'use client'

import { useRef, useState, type ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { destructiveButtonClass } from './destructive-button'
import { ConfirmDialog } from './confirm-dialog'

/**
 * A form's button that asks first ('Restaurar', 'Volver al contenido original',
 * 'Descartar borrador', 'Borrar página'): its form posts only once the dialog is confirmed.
 * While the action runs it says 'Guardando...' and ignores presses.
 */
export function ConfirmedSubmit({
  label,
  title,
  question,
  pending,
  intent,
  destructive = false,
}: {
  label: string
  title: string
  /** What will be replaced: 'El borrador actual se sustituirá por…'. */
  question: ReactNode
  pending: boolean
  /** Sent as intent=<this>, for a form with more than one action. */
  intent?: string
  /** It deletes: outlined in red, here and in its question. */
  destructive?: boolean
}) {
  const [asking, setAsking] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const submitter = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-disabled={pending}
        onClick={() => {
          if (!pending) setAsking(true)
        }}
        className={destructive ? destructiveButtonClass : buttonClasses('secondary', 'min-h-11 px-5 py-2 text-sm')}
      >
        {pending ? 'Guardando...' : label}
      </button>
      {intent ? <button ref={submitter} type="submit" name="intent" value={intent} hidden /> : null}
      <ConfirmDialog
        open={asking}
        title={title}
        confirmLabel={label}
        destructive={destructive}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          button.current?.form?.requestSubmit(submitter.current ?? undefined)
        }}
      >
        {question}
      </ConfirmDialog>
    </>
  )
}
