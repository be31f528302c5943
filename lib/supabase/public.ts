import 'server-only'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { supabaseProject } from '@/lib/backend/kind'

/**
 * A cookie-less client with the project's public key (publishable, or the
 * legacy anon key), for what any visitor may read (SEO records) and for
 * calling the edge functions. Public pages use it so they stay static.
 */
export function createPublicClient(): SupabaseClient {
  const project = supabaseProject()
  if (!project) throw new Error('Supabase is not configured')
  return createClient(project.url, project.publicKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
