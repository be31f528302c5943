'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}
const thisYear = () => new Date().getFullYear()

/**
 * The current year. Static pages are rendered once, at build time: the HTML
 * holds that year (`builtIn`) and the browser shows its own right after
 * hydration, so the footer is right after New Year without a rebuild.
 */
export function CurrentYear({ builtIn }: { builtIn: number }) {
  return useSyncExternalStore(subscribe, thisYear, () => builtIn)
}
