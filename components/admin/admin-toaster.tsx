'use client'

import { Toaster } from 'sonner'

/** The admin area's toasts (sign-in and sign-up answers, later the SEO editor's). */
export function AdminToaster() {
  return <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />
}
