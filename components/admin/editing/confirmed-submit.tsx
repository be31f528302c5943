'use client'

import { useRef, useState, type ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { ConfirmDialog } from './confirm-dialog'

/**
 * A form's button that asks first ('Restaurar', 'Volver al contenido original',
 * 'Descartar borrador'): its form posts only once the dialog is confirmed.
 * While the action runs it says 'Guardando...' and ignores presses.
 */
export function ConfirmedSubmit({
  label,
  title,
  question,
  pending,
}: {
  label: string
  title: string
  /** What will be replaced: 'El borrador actual se sustituirá por…'. */
  question: ReactNode
  pending: boolean
}) {
  const [asking, setAsking] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
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
      <ConfirmDialog
        open={asking}
        title={title}
        confirmLabel={label}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          button.current?.form?.requestSubmit()
        }}
      >
        {question}
      </ConfirmDialog>
    </>
  )
}
