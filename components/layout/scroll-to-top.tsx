'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Every client-side navigation to another page starts at its top, unless it targets an anchor. */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
