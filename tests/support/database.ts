import { PGlite } from '@electric-sql/pglite'
import { migrate } from '@/lib/db/migrate'
import { asCaller, type Caller } from '@/lib/data/local/roles'

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

/**
 * One database for a test file, built before its tests and closed after them:
 * an admin, a signed-in account that is not one, and the home page's SEO record.
 * Read its fields inside tests, once `beforeAll` has run.
 */
export function databaseWithAccounts() {
  const world = {
    db: undefined as unknown as PGlite,
    admin: undefined as unknown as Caller,
    staff: undefined as unknown as Caller,
    /** Runs one statement as the caller, under row-level security. */
    run: (caller: Caller, sql: string) => asCaller(world.db, caller, (tx) => tx.query(sql)),
  }
  beforeAll(async () => {
    world.db = await createTestDb()
    world.admin = await createAccount(world.db, 'admin@example.com', { admin: true })
    world.staff = await createAccount(world.db, 'staff@example.com')
    await world.db.query(
      `insert into public.seo_pages (path, title, description, h1) values ('/', 'Inicio', 'Desc', 'H1')`,
    )
  })
  afterAll(() => world.db.close())
  return world
}
