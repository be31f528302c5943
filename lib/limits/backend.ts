import 'server-only'
import { backend, env } from '@/lib/env'
import { createPublicClient } from '@/lib/supabase/public'
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
  // lib/env.ts requires it with Supabase; checked again because the keys depend on it.
  if (!env.SITE_SHARED_SECRET) throw new Error('SITE_SHARED_SECRET is required with Supabase')
  return createSupabaseLimitStore(createPublicClient, env.SITE_SHARED_SECRET)
}
