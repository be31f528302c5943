import 'server-only'
import { backend } from '@/lib/env'
import { createPublicClient } from '@/lib/supabase/public'
import { createLocalBackend } from './local/backend'
import { getLocalDb } from './local/database'
import { createSupabaseBackend } from './supabase/backend'
import type { DataBackend } from './types'

let instance: DataBackend | undefined

/** The backend chosen by the environment: Supabase when configured, else the embedded PGlite one. */
export function getBackend(): DataBackend {
  instance ??=
    backend === 'supabase' ? createSupabaseBackend(createPublicClient) : createLocalBackend(getLocalDb)
  return instance
}
