import { randomBytes } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { asCaller } from '@/lib/data/local/roles'
import type { Credentials, SessionUser } from '../types'
import { hashPassword, verifyPassword } from './passwords'
import type { SessionClaims } from './session-cookie'

// Accounts of the local backend, in the shim's auth.users (PGlite). The admin
// right is read back under row-level security, as the signed-in account, the
// way Supabase's API would answer it.

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * Creates an account. The first account of an empty database also goes on the
 * admin list, in the same transaction, so a newcomer can open the dashboard at
 * once (decisions: "Accounts and the admin area"); later ones have no rights.
 */
export async function createLocalAccount(
  db: PGlite,
  credentials: Credentials,
): Promise<{ ok: true; user: SessionUser } | { ok: false; error: 'user-exists' }> {
  const email = normalizeEmail(credentials.email)
  const hash = await hashPassword(credentials.password)
  return db.transaction(async (tx) => {
    // Two sign-ups at once must not both see an empty table.
    await tx.exec('lock table auth.users in exclusive mode')
    const { rows } = await tx.query<{ empty: boolean }>(
      'select not exists (select 1 from auth.users) as empty',
    )
    const first = rows[0]!.empty
    const inserted = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, last_sign_in_at) values ($1, $2, now())
       on conflict (email) do nothing returning id`,
      [email, hash],
    )
    const id = inserted.rows[0]?.id
    if (!id) return { ok: false, error: 'user-exists' } as const
    if (first) await tx.query('insert into public.admins (user_id, email) values ($1, $2)', [id, email])
    return { ok: true, user: { id, email, isAdmin: first } } as const
  })
}

let decoyHash: Promise<string> | undefined

/** The account whose password matches, or null; as slow for an unknown e-mail as for a wrong password. */
export async function verifyLocalAccount(db: PGlite, credentials: Credentials): Promise<SessionUser | null> {
  const email = normalizeEmail(credentials.email)
  const { rows } = await db.query<{ id: string; email: string; encrypted_password: string }>(
    'select id, email, encrypted_password from auth.users where email = $1',
    [email],
  )
  const account = rows[0]
  if (!account) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
    await verifyPassword(credentials.password, await decoyHash)
    return null
  }
  if (!(await verifyPassword(credentials.password, account.encrypted_password))) return null
  await db.query('update auth.users set last_sign_in_at = now() where id = $1', [account.id])
  return { id: account.id, email: account.email, isAdmin: await isLocalAdmin(db, account) }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The account a verified session cookie names, if it still exists (a reset database invalidates old cookies). */
export async function findLocalSessionUser(db: PGlite, claims: SessionClaims): Promise<SessionUser | null> {
  if (!uuid.test(claims.sub)) return null
  const { rows } = await db.query<{ id: string; email: string }>(
    'select id, email from auth.users where id = $1',
    [claims.sub],
  )
  const account = rows[0]
  if (!account) return null
  return { id: account.id, email: account.email, isAdmin: await isLocalAdmin(db, account) }
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
