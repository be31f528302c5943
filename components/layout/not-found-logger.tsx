'use client'

import { useEffect } from 'react'

/** Leaves a trace of every broken link in the browser console, naming the path. */
export function NotFoundLogger() {
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${window.location.pathname}`)
  }, [])
  return null
}
