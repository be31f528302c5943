import { PGlite } from '@electric-sql/pglite'
import { migrate } from '@/lib/db/migrate'

/** A fresh in-memory Postgres with the shim and every migration applied. */
export async function createTestDb(): Promise<PGlite> {
  const db = await PGlite.create()
  await migrate(db)
  return db
}

/** Creates an account as the auth service would, optionally on the admin allow-list. */
export async function createAccount(db: PGlite, email: string, { admin = false } = {}) {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password) values ($1, 'not-a-real-hash') returning id`,
    [email],
  )
  const id = rows[0]!.id
  if (admin) await db.query('insert into public.admins (user_id, email) values ($1, $2)', [id, email])
  return { role: 'authenticated' as const, userId: id, email }
}
