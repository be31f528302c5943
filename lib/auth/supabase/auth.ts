import { isAuthError, type SupabaseClient } from '@supabase/supabase-js'
import type { AuthErrorKind, AuthOutcome, Credentials, SessionUser } from '../types'

// Supabase Auth through a client that carries the session in cookies
// (@supabase/ssr). Each function takes the client, so tests can hand one whose
// fetch answers as Supabase's HTTP endpoints do.

const kinds: Record<string, AuthErrorKind> = {
  invalid_credentials: 'invalid-credentials',
  user_already_exists: 'user-exists',
  email_exists: 'user-exists',
  email_not_confirmed: 'email-not-confirmed',
  weak_password: 'weak-password',
  over_request_rate_limit: 'rate-limited',
  over_email_send_rate_limit: 'rate-limited',
}

/** Our kind of an error Supabase returned; anything unknown (network, 5xx) is 'unavailable'. */
export function supabaseErrorKind(error: unknown): AuthErrorKind {
  if (!isAuthError(error)) return 'unavailable'
  const kind = error.code ? kinds[error.code] : undefined
  if (kind) return kind
  return error.status === 429 ? 'rate-limited' : 'unavailable'
}

export async function signInWithSupabase(
  client: SupabaseClient,
  credentials: Credentials,
): Promise<AuthOutcome> {
  const { error } = await client.auth.signInWithPassword(credentials)
  return error ? { ok: false, error: supabaseErrorKind(error) } : { ok: true, next: 'dashboard' }
}

/** Signs up; the confirmation e-mail's link leads back to `redirectTo` (the dashboard). */
export async function signUpWithSupabase(
  client: SupabaseClient,
  credentials: Credentials,
  redirectTo: string,
): Promise<AuthOutcome> {
  const { data, error } = await client.auth.signUp({
    ...credentials,
    options: { emailRedirectTo: redirectTo },
  })
  if (error) return { ok: false, error: supabaseErrorKind(error) }
  // With e-mail confirmation on (Supabase's default) there is no session until the link is opened.
  return data.session ? { ok: true, next: 'dashboard' } : { ok: true, next: 'confirm-email' }
}

/** Ends this browser's session; false when Supabase could not be told (the caller then drops the cookies). */
export async function signOutOfSupabase(client: SupabaseClient): Promise<boolean> {
  const { error } = await client.auth.signOut({ scope: 'local' })
  return !error
}

/**
 * The signed-in account, verified: getClaims checks the access token's
 * signature (or asks Supabase when the project still signs with a shared
 * secret), never trusting the cookie alone. The admin right is the account's
 * own row in `admins`, which row-level security lets it read.
 */
export async function supabaseSessionUser(client: SupabaseClient): Promise<SessionUser | null> {
  const { data, error } = await client.auth.getClaims()
  const claims = data?.claims
  if (error || !claims?.sub) return null
  const admin = await client.from('admins').select('user_id').eq('user_id', claims.sub).maybeSingle()
  if (admin.error) console.error('Could not read the admin list', admin.error)
  return {
    id: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    isAdmin: Boolean(admin.data),
  }
}
