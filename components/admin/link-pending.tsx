'use client'

import { useLinkStatus } from 'next/link'

/**
 * A spinner inside a link while the page it opens loads. The SEO editor has no
 * loading.tsx on purpose: it would answer an unknown page with 200, not 404.
 */
export function LinkPending() {
  const { pending } = useLinkStatus()
  if (!pending) return null
  return (
    <span className="absolute top-3 right-3 inline-flex items-center gap-2 text-xs text-muted">
      <span
        aria-hidden="true"
        className="inline-block size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      <span className="sr-only">Cargando…</span>
    </span>
  )
}
