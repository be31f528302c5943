'use client'

import { useCallback, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useWhenNearViewport } from '@/components/ui/use-when-near-viewport'
import type { LeadForm } from './lead-form'
import {
  LeadFormFields,
  type AttachedEstimate,
  type LeadContact,
  type LeadControl,
  type PrivacyInfo,
} from './lead-form-fields'
import { readShell, type LeadFormTakeOver } from './take-over'

type Loaded = { Form: typeof LeadForm; takeOver: LeadFormTakeOver }

// The form's markup without its behaviour: uncontrolled fields, the button disabled.
const shellControl: LeadControl = (name) => ({ name })

/**
 * The quote form's light island. It renders the form's markup at once (the
 * server's HTML) and fetches the full form (react-hook-form, the zod schema,
 * the toasts: lead-form.tsx) only when the visitor is about to use it: the
 * first focus, pointer press, key or input inside the form, or the form
 * coming near the screen as the visitor scrolls (useWhenNearViewport). Never at
 * page load, never on idle.
 * The full form then replaces the shell with what was typed, checked and
 * focused. If the code cannot be fetched, the shell stays and a line gives the
 * e-mail and phone; the next intent tries again.
 */
export function LeadFormLoader({
  privacyInfo,
  contact,
  estimate,
}: {
  privacyInfo: PrivacyInfo
  contact: LeadContact
  /** A savings estimate to send with the request (the calculator's result). */
  estimate?: AttachedEstimate
}) {
  const id = useId()
  const shellRef = useRef<HTMLFormElement>(null)
  const loading = useRef(false)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState(false)

  const load = useCallback(() => {
    if (loading.current) return
    loading.current = true
    import('./lead-form').then(
      ({ LeadForm }) => {
        const shell = shellRef.current
        if (!shell) return
        // Read the shell and render the full form in the same task, so that no
        // keystroke can fall between the two.
        flushSync(() => setLoaded({ Form: LeadForm, takeOver: readShell(shell) }))
      },
      () => {
        loading.current = false
        setFailed(true)
      },
    )
  }, [])

  useWhenNearViewport(shellRef, load, !loaded)

  // What the shell shows as the full form will.
  const shown = { privacyInfo, contact }
  if (loaded) {
    const { Form, takeOver } = loaded
    return <Form {...shown} idPrefix={id} takeOver={takeOver} estimate={estimate} />
  }
  return (
    <LeadFormFields
      {...shown}
      id={id}
      control={shellControl}
      canSubmit={false}
      notice={
        failed
          ? `No se ha podido cargar el formulario; revisa tu conexión. También puedes escribirnos a ${contact.email} o llamarnos al ${contact.phone}.`
          : undefined
      }
      form={{ ref: shellRef, onFocus: load, onPointerDown: load, onKeyDown: load, onInput: load }}
      attachment={estimate?.note}
    />
  )
}
