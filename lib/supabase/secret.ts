import 'server-only'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { SupabaseProject } from '@/lib/backend/kind'
import { env, supabaseServerKey } from '@/lib/env'

/**
 * The server's Supabase key: SUPABASE_SECRET_KEY (sb_secret_…), else the legacy
 * SUPABASE_SERVICE_ROLE_KEY. Server only: no NEXT_PUBLIC_ variable holds it
 * (lib/env.ts refuses one that does), and this module cannot be bundled for a
 * browser. lib/env.ts refuses to start with Supabase but without either.
 */
export function supabaseSecretKey(): string {
  const key = supabaseServerKey(env)
  if (!key) throw new Error('SUPABASE_SECRET_KEY is not set')
  return key
}

/**
 * A cookie-less client acting as the service role, for what only the server
 * may do: store a lead (after the site's own checks) and keep the request
 * limits. Row-level security does not apply to it: never hand it anything a
 * visitor chose beyond the values those checks passed.
 */
export function createSecretClient(project: SupabaseProject): SupabaseClient {
  return createClient(project.url, supabaseSecretKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
