import { randomBytes } from 'node:crypto'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { isPlausibleEmail, normalizeEmail } from '../email-format'
import { printableAddress } from '../printable-address'
import { hashSetupToken, setupTokenLifetimeHours } from './setup-tokens'

// Local invitations: a one-time link bound to one address (npm run admin --
// invite, and the admin area's 'Equipo'). Whoever opens it creates that
// address's account, which becomes admin in the same transaction: only the
// person the operator gave the link to can use it. The token is 32 random
// bytes (base64url), stored as its SHA-256 for 24 hours, like the setup link's.

export const invitationLifetimeHours = setupTokenLifetimeHours

/** The page that opens an invitation: the sign-up form with the address fixed. */
export const invitationLinkPath = (token: string) => `/auth?invitacion=${token}`

export type LocalInvitation =
  { ok: true; email: string; path: string; expiresAt: Date } | { ok: false; message: string }

/**
 * A fresh invitation for the address; an earlier one to it stops working.
 * Returns the link's path (the caller prints it, or shows it to the admin who
 * invites). An address that already has an account is invited too: opening
 * the link proves the address, and the account takes the password chosen
 * there, so a stranger who signed up with it first loses it.
 */
export async function issueLocalInvitation(db: PGlite, rawEmail: string): Promise<LocalInvitation> {
  const email = normalizeEmail(rawEmail)
  if (!isPlausibleEmail(email))
    return {
      ok: false,
      message: `${printableAddress(email)} is not a plain e-mail address; nobody was invited.`,
    }
  const token = randomBytes(32).toString('base64url')
  const { rows } = await db.query<{ expires_at: Date }>(
    `insert into auth.invitations (email, token_hash, expires_at)
     values ($1, $2, now() + make_interval(hours => $3))
     on conflict (email) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at,
       created_at = now()
     returning expires_at`,
    [email, hashSetupToken(token), invitationLifetimeHours],
  )
  return { ok: true, email, path: invitationLinkPath(token), expiresAt: rows[0]!.expires_at }
}

/** The invitations not yet opened nor expired, by address ('Equipo' lists them). */
export async function pendingInvitations(db: PGlite): Promise<{ email: string; expiresAt: Date }[]> {
  const { rows } = await db.query<{ email: string; expires_at: Date }>(
    'select email, expires_at from auth.invitations where expires_at > now() order by email',
  )
  return rows.map((row) => ({ email: row.email, expiresAt: row.expires_at }))
}

/** The address an unexpired invitation is bound to, or null. */
export async function invitedEmail(db: PGlite | Transaction, token: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    'select email from auth.invitations where token_hash = $1 and expires_at > now()',
    [hashSetupToken(token)],
  )
  return rows[0]?.email ?? null
}

/** Like invitedEmail, locking the invitation until the transaction ends, so it is used once. */
export async function holdInvitation(tx: Transaction, token: string): Promise<string | null> {
  const { rows } = await tx.query<{ email: string }>(
    'select email from auth.invitations where token_hash = $1 and expires_at > now() for update',
    [hashSetupToken(token)],
  )
  return rows[0]?.email ?? null
}

export async function endInvitation(tx: Transaction, email: string): Promise<void> {
  await tx.query('delete from auth.invitations where email = $1', [email])
}
