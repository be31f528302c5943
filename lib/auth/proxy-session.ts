import type { NextRequest } from 'next/server'
import { supabaseProject } from '@/lib/backend/kind'
import { refreshLocalSession } from './local/proxy'
import { updateSupabaseSession } from './supabase/proxy'
import type { ProxySession } from './types'

// What proxy.ts needs of the session, apart from the server's auth backend
// (get-auth-backend.ts), which is server-only and must stay out of the proxy's bundle.

const project = supabaseProject()

/** Verifies and refreshes an admin request's session: Supabase's cookies, or the local signed cookie. */
export function updateAdminSession(request: NextRequest): Promise<ProxySession> | ProxySession {
  return project
    ? updateSupabaseSession(request, project.url, project.publicKey)
    : refreshLocalSession(request)
}
