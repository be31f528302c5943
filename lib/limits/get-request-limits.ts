import 'server-only'
import { perBackend } from '@/lib/backend'
import { env } from '@/lib/env'
import { createMemoryLimitStore } from './memory'
import { createRequestLimits, limitSettings, type RequestLimits } from './request-limits'
import { createSupabaseLimitStore } from './supabase'

/**
 * In the database on Supabase (every instance counts together; its functions
 * answer the service role only), in memory locally (one process).
 */
export const getRequestLimits = perBackend<RequestLimits>({
  supabase: ({ secretClient, siteSecret }) =>
    createRequestLimits(createSupabaseLimitStore(secretClient, siteSecret()), limitSettings(env)),
  local: () => createRequestLimits(createMemoryLimitStore(), limitSettings(env)),
})
