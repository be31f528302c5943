import 'server-only'
import { perBackend } from '@/lib/backend'
import { createLocalAuthBackend } from './local/backend'
import { createSupabaseAuthBackend } from './supabase/backend'
import type { AuthBackend } from './types'

/** Accounts and sessions: Supabase Auth, or local accounts with a signed cookie. */
export const getAuthBackend = perBackend<AuthBackend>({
  supabase: ({ sessionClient, project }) => createSupabaseAuthBackend(sessionClient, project),
  local: ({ localDb }) => createLocalAuthBackend(localDb),
})

/** Whether a sign-up may carry the one-time setup link's token: only the local backend prints that link. */
export const acceptsSetupToken = perBackend({ supabase: () => false, local: () => true })()
