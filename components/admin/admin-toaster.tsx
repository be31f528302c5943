'use client'

import { Toaster } from 'sonner'

/**
 * The admin area's toasts (sign-in and sign-up answers, later the SEO editor's).
 * Sonner's default colours, not richColors: its green text on pale green is
 * about 4.2:1, below the 4.5:1 that WCAG AA asks of text.
 */
export function AdminToaster() {
  return (
    <Toaster
      position="top-center"
      closeButton
      // The whole label: sonner would add its keyboard shortcut's code ('alt+T') to a container label.
      customAriaLabel="Avisos"
      toastOptions={{ duration: 6000, closeButtonAriaLabel: 'Cerrar aviso' }}
    />
  )
}
