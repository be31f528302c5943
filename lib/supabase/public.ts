import 'server-only'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { SupabaseProject } from '@/lib/backend/kind'

/**
 * A cookie-less client with the project's public key (publishable, or the
 * legacy anon key), for what any visitor may read (SEO records) and for
 * calling the edge functions. Public pages use it so they stay static.
 */
export function createPublicClient(project: SupabaseProject): SupabaseClient {
  return createClient(project.url, project.publicKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
