'use client'

import { createBrowserClient } from '@supabase/ssr'

/**
 * The browser client of the admin area. Sessions live in cookies (not local
 * storage), so the server and proxy.ts see the same session. The URL and key
 * are public by design; the caller passes them from the server as props.
 */
export function createSupabaseBrowserClient(url: string, anonKey: string) {
  return createBrowserClient(url, anonKey)
}
