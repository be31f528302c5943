import 'server-only'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { supabaseProject } from '@/lib/backend/kind'

/**
 * A cookie-less client with the public anon key, for reads and writes any
 * visitor may make (SEO records, new leads). Public pages use it so they stay static.
 */
export function createPublicClient(): SupabaseClient {
  const project = supabaseProject()
  if (!project) throw new Error('Supabase is not configured')
  return createClient(project.url, project.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
