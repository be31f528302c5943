import 'server-only'
import { backend } from '@/lib/env'
import { createLocalAuthBackend } from './local/backend'
import { createSupabaseAuthBackend } from './supabase/backend'
import type { AuthBackend } from './types'

let instance: AuthBackend | undefined

/** The auth backend chosen by the environment, as lib/data/backend.ts chooses the data backend. */
export function getAuthBackend(): AuthBackend {
  instance ??= backend === 'supabase' ? createSupabaseAuthBackend() : createLocalAuthBackend()
  return instance
}
