import type { NextRequest } from 'next/server'
import { refreshLocalSession } from '@/lib/auth/local/proxy'
import type { ProxySession } from '@/lib/auth/proxy-session'
import { updateSupabaseSession } from '@/lib/supabase/proxy'
import { supabaseProject } from './kind'

// What proxy.ts needs of the backend, apart from lib/backend/index.ts, which
// loads the data backends and must stay out of the proxy's bundle.

const project = supabaseProject()

/** The Supabase project's address, which the admin pages' policy lets them reach; none locally. */
export const supabaseOrigin: string | undefined = project?.url

/** Verifies and refreshes an admin request's session: Supabase's cookies, or the local signed cookie. */
export function updateAdminSession(request: NextRequest): Promise<ProxySession> | ProxySession {
  return project
    ? updateSupabaseSession(request, project.url, project.publicKey)
    : refreshLocalSession(request)
}
