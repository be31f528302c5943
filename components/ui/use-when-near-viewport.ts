'use client'

import { useEffect, type RefObject } from 'react'

/** How close to the viewport an island must come for its code to be fetched. */
const nearViewport = '400px 0px'

/**
 * Calls `onNear` when the element comes within `nearViewport` of the screen,
 * watching from the visitor's first scroll only: an island already near the
 * screen when the page opens would otherwise fetch its code with the page
 * itself (there, the island's intent events load it). Off when `enabled` is false.
 */
export function useWhenNearViewport(ref: RefObject<Element | null>, onNear: () => void, enabled = true) {
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    let observer: IntersectionObserver | undefined
    const watch = () => {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) onNear()
        },
        { rootMargin: nearViewport },
      )
      observer.observe(element)
    }
    window.addEventListener('scroll', watch, { once: true, passive: true })
    return () => {
      window.removeEventListener('scroll', watch)
      observer?.disconnect()
    }
  }, [ref, onNear, enabled])
}
