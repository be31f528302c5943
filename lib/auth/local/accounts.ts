import { randomBytes } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { asCaller } from '@/lib/db/roles'
import { normalizeEmail } from '../email-format'
import type { Credentials, SessionUser, SignUpRequest } from '../types'
import { hashPassword, verifyPassword } from './passwords'
import type { SessionClaims } from './session-cookie'
import { endInvitation, holdInvitation } from './invitations'
import { clearSetupTokens, hasLocalAdmin, holdSetupToken } from './setup-tokens'

// Accounts of the local backend, in the shim's auth.users (PGlite). The admin
// right is read back under row-level security, as the signed-in account, the
// way Supabase's API would answer it.

/** A local account as a session needs it: the cookie carries its session version. */
export type LocalAccount = SessionUser & { sessionVersion: number }

/** How a local account was made (auth.users.created_through): only a link proves its owner holds the address. */
export type AccountOrigin = 'sign-up' | 'setup-link' | 'invitation'

export type CreatedAccount =
  | { ok: true; user: LocalAccount }
  | { ok: false; error: 'user-exists' | 'invalid-setup-link' | 'invalid-invitation' | 'signup-disabled' }

/**
 * Creates an account, in one transaction with what it depends on:
 * - through an invitation link: the invited address's account (replacing the
 *   password and sessions of one a stranger may have made with it), on the
 *   admin list, and the invitation ended, so one link makes one admin;
 * - through the setup link: the first admin, and every setup token ended;
 * - without a link: an account with no rights, only while no admin exists;
 *   once one does, sign-up is closed and colleagues are invited.
 * An invalid, used or expired link, or an address other than the invited
 * one, creates nothing. Rejects with WorkLimitFullError when password hashing
 * is at its limit (passwords.ts).
 */
export async function createLocalAccount(
  db: PGlite,
  { email: rawEmail, password, setupToken, invitationToken }: SignUpRequest,
): Promise<CreatedAccount> {
  const email = normalizeEmail(rawEmail)
  const hash = await hashPassword(password)
  return db.transaction(async (tx): Promise<CreatedAccount> => {
    if (invitationToken !== undefined) {
      const invited = await holdInvitation(tx, invitationToken)
      if (invited !== email) return { ok: false, error: 'invalid-invitation' }
      const { rows } = await tx.query<{ id: string; session_version: number }>(
        `insert into auth.users (email, encrypted_password, last_sign_in_at, created_through)
         values ($1, $2, now(), 'invitation')
         on conflict (email) do update set encrypted_password = excluded.encrypted_password,
           last_sign_in_at = now(), created_through = 'invitation',
           session_version = auth.users.session_version + 1
         returning id, session_version`,
        [email, hash],
      )
      const row = rows[0]!
      await tx.query(
        'insert into public.admins (user_id, email) values ($1, $2) on conflict (user_id) do nothing',
        [row.id, email],
      )
      await endInvitation(tx, email)
      return { ok: true, user: { id: row.id, email, isAdmin: true, sessionVersion: row.session_version } }
    }
    const withSetupLink = setupToken !== undefined
    if (withSetupLink && !(await holdSetupToken(tx, setupToken))) {
      return { ok: false, error: 'invalid-setup-link' }
    }
    if (!withSetupLink && (await hasLocalAdmin(tx))) return { ok: false, error: 'signup-disabled' }
    const origin: AccountOrigin = withSetupLink ? 'setup-link' : 'sign-up'
    const inserted = await tx.query<{ id: string; session_version: number }>(
      `insert into auth.users (email, encrypted_password, last_sign_in_at, created_through)
       values ($1, $2, now(), $3)
       on conflict (email) do nothing returning id, session_version`,
      [email, hash, origin],
    )
    const row = inserted.rows[0]
    if (!row) return { ok: false, error: 'user-exists' }
    if (withSetupLink) {
      await tx.query('insert into public.admins (user_id, email) values ($1, $2)', [row.id, email])
      await clearSetupTokens(tx)
    }
    return {
      ok: true,
      user: { id: row.id, email, isAdmin: withSetupLink, sessionVersion: row.session_version },
    }
  })
}

let decoyHash: Promise<string> | undefined

/**
 * The account whose password matches, or null; as slow for an unknown e-mail
 * as for a wrong password. Rejects with WorkLimitFullError when password
 * hashing is at its limit (passwords.ts).
 */
export async function verifyLocalAccount(db: PGlite, credentials: Credentials): Promise<LocalAccount | null> {
  const email = normalizeEmail(credentials.email)
  const { rows } = await db.query<{
    id: string
    email: string
    encrypted_password: string
    session_version: number
  }>('select id, email, encrypted_password, session_version from auth.users where email = $1', [email])
  const account = rows[0]
  if (!account) {
    await verifyPassword(credentials.password, await decoy())
    return null
  }
  if (!(await verifyPassword(credentials.password, account.encrypted_password))) return null
  await db.query('update auth.users set last_sign_in_at = now() where id = $1', [account.id])
  return {
    id: account.id,
    email: account.email,
    isAdmin: await isLocalAdmin(db, account),
    sessionVersion: account.session_version,
  }
}

/** A hash of a random password, made once; made again if making it was refused. */
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    decoyHash = undefined
    throw error
  })
  return decoyHash
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The account a verified session cookie names, if it still exists and has not
 * signed out since the cookie was issued (a reset database or a sign-out
 * anywhere invalidates old cookies).
 */
export async function findLocalSessionUser(db: PGlite, claims: SessionClaims): Promise<SessionUser | null> {
  if (!uuid.test(claims.sub)) return null
  const { rows } = await db.query<{ id: string; email: string }>(
    'select id, email from auth.users where id = $1 and session_version = $2',
    [claims.sub, claims.ver],
  )
  const account = rows[0]
  if (!account) return null
  return { id: account.id, email: account.email, isAdmin: await isLocalAdmin(db, account) }
}

/**
 * Signing out: raises the account's session version, so every cookie issued
 * before (in any browser) stops opening the panel. A cookie already ended this
 * way changes nothing, so it cannot end the sessions that came after it.
 */
export async function endLocalSessions(db: PGlite, claims: SessionClaims): Promise<void> {
  if (!uuid.test(claims.sub)) return
  await db.query(
    'update auth.users set session_version = session_version + 1 where id = $1 and session_version = $2',
    [claims.sub, claims.ver],
  )
}

/** Reads the account's own entry in public.admins as that account, so the RLS policy decides. */
export async function isLocalAdmin(db: PGlite, account: { id: string; email: string }): Promise<boolean> {
  const { rows } = await asCaller(
    db,
    { role: 'authenticated', userId: account.id, email: account.email },
    (tx) =>
      tx.query<{ admin: boolean }>(
        'select exists (select 1 from public.admins where user_id = auth.uid()) as admin',
      ),
  )
  return rows[0]?.admin === true
}
