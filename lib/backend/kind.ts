import { env, supabasePublicKey } from '@/lib/env'

// Which backend this process runs. Read here and in the rest of lib/backend/
// alone: everything else asks lib/backend for what it needs. No Node
// built-ins, so proxy.ts may import it.

export type BackendKind = 'supabase' | 'local'

/** The project's address and its public key: the publishable key, or the legacy anon key. */
export type SupabaseProject = { url: string; publicKey: string }

/** The Supabase project's address and public key; null on the embedded local backend. */
export function supabaseProject(): SupabaseProject | null {
  const url = env.NEXT_PUBLIC_SUPABASE_URL
  const publicKey = supabasePublicKey(env)
  // lib/env.ts accepts both or neither, and refuses a secret key here.
  return url && publicKey ? { url, publicKey } : null
}

/** The Supabase project's address, which the admin pages' policy lets them reach; none locally. */
export const supabaseOrigin: string | undefined = supabaseProject()?.url

/** Supabase when its project is configured, else the embedded PGlite backend. */
export const backendKind: BackendKind = supabaseProject() ? 'supabase' : 'local'
