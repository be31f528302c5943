'use client'

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

/**
 * Whether a form holds changes not saved yet: any input in it (typing, a
 * choice, a list's 'Añadir', 'Quitar', 'Subir', 'Bajar') since it was drawn
 * or last saved. `saved()` after a successful save clears it, unless
 * something changed while that save was on its way; `drawn()` clears it when
 * the form shows a stored value anew.
 */
export function useUnsavedChanges(form: RefObject<HTMLFormElement | null>) {
  const [dirty, setDirty] = useState(false)
  const changes = useRef(0)
  const sent = useRef(0)
  /** What the form holds now is on its way to be saved (a submit says so itself). */
  const sending = useCallback(() => {
    sent.current = changes.current
  }, [])
  useEffect(() => {
    const element = form.current
    if (!element) return
    const changed = () => {
      changes.current += 1
      setDirty(true)
    }
    const clicked = (event: Event) => {
      // A list's buttons change the form; a button that saves or checks it (data-no-change) does not.
      if (
        event.target instanceof Element &&
        event.target.closest('button[type="button"]:not([data-no-change])')
      )
        changed()
    }
    const submitted = () => sending()
    element.addEventListener('input', changed)
    element.addEventListener('change', changed)
    element.addEventListener('click', clicked)
    element.addEventListener('submit', submitted)
    return () => {
      element.removeEventListener('input', changed)
      element.removeEventListener('change', changed)
      element.removeEventListener('click', clicked)
      element.removeEventListener('submit', submitted)
    }
  }, [form, sending])
  const saved = useCallback(() => setDirty(changes.current > sent.current), [])
  const drawn = useCallback(() => {
    changes.current = 0
    sent.current = 0
    setDirty(false)
  }, [])
  return { dirty, sending, saved, drawn }
}
