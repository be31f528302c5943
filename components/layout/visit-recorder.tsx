'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { recordVisit } from '@/components/lead-form/tab-history'

/**
 * Notes each page this tab shows, for the quote form's "where the visitor came
 * from" in browsers without the Navigation API (which lists them itself).
 */
export function VisitRecorder() {
  const pathname = usePathname()
  useEffect(() => {
    if (!('navigation' in window)) recordVisit(window.location.href)
  }, [pathname])
  return null
}
