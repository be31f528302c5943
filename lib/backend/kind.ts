import { env } from '@/lib/env'

// Which backend this process runs, and whether `next build` is rendering.
// Plain module (no 'server-only', no Node built-ins): proxy.ts and the
// scripts import it too.

export type BackendKind = 'supabase' | 'local'

/** The project's address and its public key: the publishable key, or the legacy anon key. */
export type SupabaseProject = { url: string; publicKey: string }

/** The Supabase project's address and public key; null on the embedded local backend. */
export function supabaseProject(): SupabaseProject | null {
  const url = env.NEXT_PUBLIC_SUPABASE_URL
  const publicKey = env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? env.NEXT_PUBLIC_SUPABASE_ANON_KEY
  // lib/env.ts accepts both or neither, and refuses a secret key here.
  return url && publicKey ? { url, publicKey } : null
}

/** Supabase when its project is configured, else the embedded PGlite backend. */
export const backendKind: BackendKind = supabaseProject() ? 'supabase' : 'local'

/** True while `next build` renders pages, in parallel workers that must not open PGlite. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}
