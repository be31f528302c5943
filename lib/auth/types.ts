import type { NextResponse } from 'next/server'
import { z } from 'zod'

// The application's own view of accounts and sessions, the same for both backends.

/** The signed-in account as pages and actions see it. Never carries a password or token. */
export type SessionUser = { id: string; email: string; isAdmin: boolean }

export type Credentials = { email: string; password: string }

/**
 * A sign-up; the setup token and the invitation token come from the local
 * backend's one-time links (refused on Supabase).
 */
export type SignUpRequest = Credentials & { setupToken?: string; invitationToken?: string }

/** Why a backend refused or failed; lib/auth/messages.ts turns each into Spanish. */
export type AuthErrorKind =
  | 'invalid-credentials'
  | 'user-exists'
  | 'email-not-confirmed'
  | 'weak-password'
  /** A new password equal to the account's current one. */
  | 'same-password'
  | 'rate-limited'
  /** Supabase with open sign-ups turned off; the local backend once an admin exists. */
  | 'signup-disabled'
  /** No session (or an ended one) where one is needed: choosing a password. */
  | 'signed-out'
  /** Changing a password without giving the current one (only an invited person's first one needs none). */
  | 'current-password-required'
  /** A setup link that is unknown, used, replaced or expired. */
  | 'invalid-setup-link'
  /** A local invitation link that is unknown, used, replaced or expired, or another address than the invited one. */
  | 'invalid-invitation'
  | 'unavailable'

/** What a backend answers to a sign-in or sign-up. */
export type AuthOutcome =
  | { ok: true; next: 'dashboard' }
  /** Supabase with e-mail confirmation on: the account exists, but no session until the link is opened. */
  | { ok: true; next: 'confirm-email' }
  | { ok: false; error: AuthErrorKind }

/** Where a successful sign-in or sign-up goes next, carried in the actions' result data. */
export type AuthNext = { next: 'dashboard' | 'confirm-email'; detail?: string }

/** One authentication backend: local (PGlite and a signed cookie) or Supabase (@supabase/ssr cookies). */
export interface AuthBackend {
  signIn(credentials: Credentials): Promise<AuthOutcome>
  signUp(request: SignUpRequest): Promise<AuthOutcome>
  signOut(): Promise<void>
  /** The verified signed-in account, or null. */
  currentUser(): Promise<SessionUser | null>
  /**
   * Whether the sign-up tab offers its form: Supabase's own setting, read
   * briefly cached, true when it cannot be read (Supabase still refuses);
   * locally, until the first admin exists.
   */
  signUpsOpen(): Promise<boolean>
  /** The address a local invitation link is bound to, or null (used, expired, unknown; always on Supabase). */
  invitedEmail(token: string): Promise<string | null>
  /**
   * Sets the signed-in account's password: Supabase only, where an invited
   * person chooses one after opening the invitation, and anyone else must give
   * the current one. Locally an invitation link creates the account with its
   * password, so there is no page for this.
   */
  choosePassword?(change: PasswordChange): Promise<PasswordOutcome>
  /** Whether choosing a password now needs the current one (false only for an invited person's first). */
  needsCurrentPassword?(): Promise<boolean>
}

export type PasswordChange = { password: string; currentPassword?: string }

/** What setting a password answers. */
export type PasswordOutcome = { ok: true } | { ok: false; error: AuthErrorKind }

/** What proxy.ts learns about an admin request's session, and how it answers carrying refreshed cookies. */
export type ProxySession = {
  /** A session whose signature and expiry check out (the page still checks the account and its rights). */
  signedIn: boolean
  /** Where to send the browser at once: the dashboard without the confirmation code it just exchanged. */
  landing?: URL
  /** Lets the request go on to the page, with these request headers (the session's cookies included). */
  next(requestHeaders: Headers): NextResponse
  redirect(url: URL): NextResponse
}

/**
 * An admin as 'Equipo' lists them: their address, when they joined the list, their last sign-in
 * (null: never) and, on Supabase, when its invitation created the account (null otherwise).
 */
export const teamMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  addedAt: z.string(),
  lastSignInAt: z.string().nullable(),
  invitedAt: z.string().nullable(),
})
export type TeamMember = z.output<typeof teamMemberSchema>

/** A line of 'Historial del equipo': who invited or removed whom, and when. */
export const teamEventSchema = z.object({
  id: z.number(),
  happenedAt: z.string(),
  kind: z.enum(['invited', 'removed']),
  memberEmail: z.string(),
  actorEmail: z.string(),
})
export type TeamEvent = z.output<typeof teamEventSchema>

/** What removing a colleague answers: done, not on the team (any more), or refused as the last admin. */
export const teamRemovalSchema = z.enum(['removed', 'not_member', 'last_admin'])
export type TeamRemoval = z.output<typeof teamRemovalSchema>

/** A local invitation still waiting to be opened (Supabase's are accounts, listed as members). */
export type PendingInvitation = { email: string; expiresAt: Date }
