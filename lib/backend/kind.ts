import { env } from '@/lib/env'

// Which backend this process runs, and whether `next build` is rendering.
// Plain module (no 'server-only', no Node built-ins): proxy.ts and the
// scripts import it too.

export type BackendKind = 'supabase' | 'local'

export type SupabaseProject = { url: string; anonKey: string }

/** The Supabase project's address and public anon key; null on the embedded local backend. */
export function supabaseProject(): SupabaseProject | null {
  const { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_ANON_KEY: anonKey } = env
  // lib/env.ts accepts both or neither.
  return url && anonKey ? { url, anonKey } : null
}

/** Supabase when its project is configured, else the embedded PGlite backend. */
export const backendKind: BackendKind = supabaseProject() ? 'supabase' : 'local'

/** True while `next build` renders pages, in parallel workers that must not open PGlite. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}
