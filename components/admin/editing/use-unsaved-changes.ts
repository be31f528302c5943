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
  useEffect(() => {
    const element = form.current
    if (!element) return
    const changed = () => {
      changes.current += 1
      setDirty(true)
    }
    const clicked = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('button[type="button"]')) changed()
    }
    const submitted = () => {
      sent.current = changes.current
    }
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
  }, [form])
  const saved = useCallback(() => setDirty(changes.current > sent.current), [])
  const drawn = useCallback(() => {
    changes.current = 0
    sent.current = 0
    setDirty(false)
  }, [])
  return { dirty, saved, drawn }
}
