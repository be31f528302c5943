import { createHash, randomBytes } from 'node:crypto'
import type { PGlite, Transaction } from '@electric-sql/pglite'

// The one-time setup link of the local backend: while no admin exists, the
// server prints /auth?setup=<token>, and the sign-up that carries the token
// becomes admin. The token is 32 random bytes (base64url); the database keeps
// only its SHA-256, for 24 hours, and a new one replaces the old.

export const setupTokenLifetimeHours = 24

export const hashSetupToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function hasLocalAdmin(db: PGlite | Transaction): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('select exists (select 1 from public.admins) as found')
  return rows[0]!.found
}

/** A fresh token, valid for 24 hours; any earlier one stops working. */
export async function issueSetupToken(db: PGlite): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = await db.transaction(async (tx) => {
    await tx.query('delete from auth.setup_tokens')
    const { rows } = await tx.query<{ expires_at: Date }>(
      `insert into auth.setup_tokens (token_hash, expires_at)
       values ($1, now() + make_interval(hours => $2)) returning expires_at`,
      [hashSetupToken(token), setupTokenLifetimeHours],
    )
    return rows[0]!.expires_at
  })
  return { token, expiresAt }
}

/** Whether the token is stored and unexpired; locks its row until the transaction ends. */
export async function holdSetupToken(tx: Transaction, token: string): Promise<boolean> {
  const { rows } = await tx.query(
    'select 1 from auth.setup_tokens where token_hash = $1 and expires_at > now() for update',
    [hashSetupToken(token)],
  )
  return rows.length === 1
}

/** The setup is done once an admin exists: no link works any more. */
export async function clearSetupTokens(db: PGlite | Transaction): Promise<void> {
  await db.query('delete from auth.setup_tokens')
}
