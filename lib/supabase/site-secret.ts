import 'server-only'
import { env } from '@/lib/env'

/**
 * SITE_SHARED_SECRET, which the edge functions require of every caller. Server
 * only: it is not a NEXT_PUBLIC_ variable, and this module cannot be bundled
 * for a browser. lib/env.ts refuses to start with Supabase but without it.
 */
export function siteSharedSecret(): string {
  if (!env.SITE_SHARED_SECRET) throw new Error('SITE_SHARED_SECRET is not set')
  return env.SITE_SHARED_SECRET
}
