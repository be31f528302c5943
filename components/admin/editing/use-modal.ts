'use client'

import { useEffect, type RefObject } from 'react'

/**
 * Shows `dialog` as a modal while `open`, with the focus on `first`; on
 * closing, gives the focus back where it was when it opened.
 */
export function useModal(
  dialog: RefObject<HTMLDialogElement | null>,
  first: RefObject<HTMLElement | null>,
  open = true,
) {
  useEffect(() => {
    const element = dialog.current
    if (!open || !element) return
    const before = document.activeElement
    if (!element.open) element.showModal()
    first.current?.focus()
    return () => {
      if (element.open) element.close()
      if (before instanceof HTMLElement && before.isConnected) before.focus()
    }
  }, [dialog, first, open])
}
