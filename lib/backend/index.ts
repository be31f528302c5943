import 'server-only'
import type { PGlite } from '@electric-sql/pglite'
import type { SupabaseClient } from '@supabase/supabase-js'
import { createPublicClient } from '@/lib/supabase/public'
import { createSecretClient, supabaseSecretKey } from '@/lib/supabase/secret'
import { createServiceRoleClients, type ServiceRoleClients } from '@/lib/supabase/service-role'
import { createSessionClient } from '@/lib/supabase/server'
import { siteSharedSecret } from '@/lib/supabase/site-secret'
import { backendKind, supabaseProject, type SupabaseProject } from './kind'

// The clients of the backend lib/backend/kind.ts names. Everything that differs
// between the two backends is made by perBackend, beside its two implementations
// in its own area (lib/data, lib/auth, lib/photos…), so this layer imports none of
// them. PGlite loads only when the local backend first needs it, so a Supabase
// server never loads it.

/** What an implementation on Supabase is made with: its project and the three keys' clients. */
export type SupabaseClients = {
  project: SupabaseProject
  /** As a visitor (the public key). */
  publicClient: () => SupabaseClient
  /** As the signed-in account (its cookies). */
  sessionClient: () => Promise<SupabaseClient>
  /** As the site's server (the secret key). */
  secretClient: () => SupabaseClient
  /** SITE_SHARED_SECRET, which the site's own edge functions and SQL functions ask for. */
  siteSecret: () => string
}

/** What an implementation on the embedded local backend is made with. */
export type LocalClients = {
  /** The server's one PGlite handle, opened at first use. */
  localDb: () => Promise<PGlite>
}

const onSupabase = backendKind === 'supabase'
const project = supabaseProject()

/** The Supabase project of this process; only called on the Supabase backend. */
function configuredProject(): SupabaseProject {
  if (!project) throw new Error('Supabase is not configured')
  return project
}

const supabaseClients = (): SupabaseClients => ({
  project: configuredProject(),
  publicClient: () => createPublicClient(configuredProject()),
  sessionClient: () => createSessionClient(configuredProject()),
  secretClient: () => createSecretClient(configuredProject()),
  siteSecret: siteSharedSecret,
})

const localClients: LocalClients = {
  localDb: async () => (await import('@/lib/db/database')).getLocalDb(),
}

/**
 * The getter of something that differs per backend: made once, at first call, by `supabase` or
 * `local`, whichever this process runs. Callers ask the getter, never the backend's kind.
 */
export function perBackend<T>(make: {
  supabase: (clients: SupabaseClients) => T
  local: (clients: LocalClients) => T
}): () => T {
  let made: { value: T } | undefined
  return () =>
    (made ??= { value: onSupabase ? make.supabase(supabaseClients()) : make.local(localClients) }).value
}

/** What `npm run admin` writes the admin list through: Supabase's auth and REST APIs with the secret key; null locally. */
export function serviceRoleClients(): ServiceRoleClients | null {
  return onSupabase ? createServiceRoleClients(configuredProject().url, supabaseSecretKey()) : null
}
