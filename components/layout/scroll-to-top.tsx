'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Every client-side navigation to another page starts at its top, unless it
 * targets an anchor. The first render is left alone: a visitor who scrolled
 * before the page finished loading keeps their place.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
