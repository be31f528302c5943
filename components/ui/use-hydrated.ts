'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server HTML and until React has hydrated, true after. Submit
 * buttons wait for it: before the form's JavaScript runs, a native submit
 * would send the fields nowhere useful.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
