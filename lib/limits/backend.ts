import 'server-only'
import { backend, env } from '@/lib/env'
import { createPublicClient } from '@/lib/supabase/public'
import { siteSharedSecret } from '@/lib/supabase/site-secret'
import { createMemoryLimitStore } from './memory'
import { createRequestLimits, limitSettings, type RequestLimits } from './request-limits'
import { createSupabaseLimitStore } from './supabase'

let instance: RequestLimits | undefined

/**
 * The limits of this server: in the database on Supabase (every instance
 * shares them), in memory on the local backend (one process).
 */
export function getRequestLimits(): RequestLimits {
  instance ??= createRequestLimits(chooseStore(), limitSettings(env))
  return instance
}

function chooseStore() {
  if (backend === 'local') return createMemoryLimitStore()
  return createSupabaseLimitStore(createPublicClient, siteSharedSecret())
}
