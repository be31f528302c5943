import 'server-only'
import { createServerClient } from '@supabase/ssr'
import { cookies } from 'next/headers'
import type { SupabaseProject } from '@/lib/backend/kind'

/** A per-request client of the admin area, carrying the signed-in user's session cookies. */
export async function createSessionClient(project: SupabaseProject) {
  const cookieStore = await cookies()
  return createServerClient(project.url, project.publicKey, {
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll: (cookiesToSet) => {
        try {
          cookiesToSet.forEach(({ name, value, options }) => cookieStore.set(name, value, options))
        } catch {
          // Called from a Server Component, where cookies are read-only; proxy.ts refreshes the session instead.
        }
      },
    },
  })
}
