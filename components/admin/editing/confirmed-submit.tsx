'use client'

import { useRef, useState, type ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'
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
}: {
  label: string
  title: string
  /** What will be replaced: 'El borrador actual se sustituirá por…'. */
  question: ReactNode
  pending: boolean
  /** Sent as intent=<this>, for a form with more than one action. */
  intent?: string
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
        className={buttonClasses('secondary', 'min-h-11 px-5 py-2 text-sm')}
      >
        {pending ? 'Guardando...' : label}
      </button>
      {intent ? <button ref={submitter} type="submit" name="intent" value={intent} hidden /> : null}
      <ConfirmDialog
        open={asking}
        title={title}
        confirmLabel={label}
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
