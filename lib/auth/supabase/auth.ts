import { isAuthError, isAuthSessionMissingError, type SupabaseClient } from '@supabase/supabase-js'
import type { SupabaseProject } from '@/lib/backend/kind'
import type {
  AuthErrorKind,
  AuthOutcome,
  Credentials,
  PasswordChange,
  PasswordOutcome,
  SessionUser,
} from '../types'

// Supabase Auth through a client that carries the session in cookies
// (@supabase/ssr). Each function takes the client, so tests can hand one whose
// fetch answers as Supabase's HTTP endpoints do.

const kinds: Record<string, AuthErrorKind> = {
  invalid_credentials: 'invalid-credentials',
  user_already_exists: 'user-exists',
  email_exists: 'user-exists',
  email_not_confirmed: 'email-not-confirmed',
  weak_password: 'weak-password',
  same_password: 'same-password',
  over_request_rate_limit: 'rate-limited',
  over_email_send_rate_limit: 'rate-limited',
  signup_disabled: 'signup-disabled',
  session_not_found: 'signed-out',
  session_expired: 'signed-out',
  user_not_found: 'signed-out',
}

/** Our kind of an error Supabase returned; anything unknown (network, 5xx) is 'unavailable'. */
export function supabaseErrorKind(error: unknown): AuthErrorKind {
  if (!isAuthError(error)) return 'unavailable'
  if (isAuthSessionMissingError(error)) return 'signed-out'
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

/** Marks, in the account's metadata, that its first password has been chosen. */
const passwordChosenMark = 'password_chosen'

/**
 * Whether the signed-in account must give its current password to choose a
 * new one: always, except right after an invitation (the session was opened
 * by the invitation's link) while no password has been chosen yet. Anyone who
 * finds a signed-in browser would otherwise take the account over.
 */
export async function supabaseNeedsCurrentPassword(client: SupabaseClient): Promise<boolean> {
  const [{ data: claimsData }, { data: userData }] = await Promise.all([
    client.auth.getClaims(),
    client.auth.getUser(),
  ])
  const openedByInvitation = (claimsData?.claims.amr ?? []).some(
    (entry) => (typeof entry === 'string' ? entry : entry.method) === 'invite',
  )
  const firstPassword = userData.user?.user_metadata?.[passwordChosenMark] !== true
  return !(openedByInvitation && firstPassword)
}

/**
 * Sets the signed-in account's password; the current one is checked first by
 * signing in with it, unless this is an invited person's first password. The
 * session comes from the cookies; Supabase checks its token.
 */
export async function choosePasswordWithSupabase(
  client: SupabaseClient,
  { password, currentPassword }: PasswordChange,
): Promise<PasswordOutcome> {
  const { data, error: sessionError } = await client.auth.getUser()
  if (sessionError || !data.user?.email) return { ok: false, error: supabaseErrorKind(sessionError) }
  if (await supabaseNeedsCurrentPassword(client)) {
    if (!currentPassword) return { ok: false, error: 'current-password-required' }
    const check = await client.auth.signInWithPassword({ email: data.user.email, password: currentPassword })
    if (check.error) return { ok: false, error: supabaseErrorKind(check.error) }
  }
  const { error } = await client.auth.updateUser({ password, data: { [passwordChosenMark]: true } })
  return error ? { ok: false, error: supabaseErrorKind(error) } : { ok: true }
}

/**
 * Whether the project lets new accounts sign up ("Allow new users to sign up"),
 * from Auth's public settings, cached for a minute by Next.js's fetch cache.
 * Unreadable counts as open: the form stays, and Supabase itself still refuses
 * a sign-up it does not allow.
 */
export async function supabaseSignUpsOpen(
  project: SupabaseProject,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(`${project.url}/auth/v1/settings`, {
      headers: { apikey: project.publicKey },
      next: { revalidate: 60 },
    })
    if (!response.ok) throw new Error(`answered ${response.status}`)
    const settings: unknown = await response.json()
    return (settings as { disable_signup?: unknown } | null)?.disable_signup !== true
  } catch (error) {
    console.error('Could not read Supabase Auth’s settings; the sign-up form stays', error)
    return true
  }
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
