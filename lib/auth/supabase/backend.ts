import 'server-only'
import { cookies } from 'next/headers'
import { site } from '@/content/site'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { SupabaseProject } from '@/lib/backend/kind'
import type { AuthBackend } from '../types'
import {
  choosePasswordWithSupabase,
  signInWithSupabase,
  signOutOfSupabase,
  signUpWithSupabase,
  supabaseSessionUser,
  supabaseNeedsCurrentPassword,
  supabaseSignUpsOpen,
} from './auth'

/** Supabase Auth with the session in the request's cookies (set by the server client). */
export function createSupabaseAuthBackend(
  createSessionClient: () => Promise<SupabaseClient>,
  project: SupabaseProject,
): AuthBackend {
  return {
    async signIn(credentials) {
      return signInWithSupabase(await createSessionClient(), credentials)
    },
    // Supabase has no setup link (admins are invited with `npm run admin`): signUpFlow refuses a token first.
    async signUp({ email, password }) {
      return signUpWithSupabase(await createSessionClient(), { email, password }, `${site.url}/seo-dashboard`)
    },
    async signOut() {
      if (await signOutOfSupabase(await createSessionClient())) return
      // Supabase could not be reached: forget the session in this browser anyway.
      const store = await cookies()
      for (const { name } of store.getAll()) if (name.startsWith('sb-')) store.delete(name)
    },
    async currentUser() {
      return supabaseSessionUser(await createSessionClient())
    },
    signUpsOpen: () => supabaseSignUpsOpen(project),
    // Supabase invites by e-mail (its own link); signUpFlow refuses a local invitation token first.
    invitedEmail: async () => null,
    async choosePassword(change) {
      return choosePasswordWithSupabase(await createSessionClient(), change)
    },
    async needsCurrentPassword() {
      return supabaseNeedsCurrentPassword(await createSessionClient())
    },
  }
}
