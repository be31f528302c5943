import { migrate } from '@/lib/db/migrate'
import { asCaller } from '@/lib/db/roles'
import { allMigrations, createAccount, migratedDatabase } from '../support/database'
import { createEmptyDatabase, engines } from '../support/engines'

// public.admins.email is printed by the operator's scripts: the database
// refuses an address holding anything but printable ASCII, or not shaped as
// an address, whoever writes it; and a database that already holds one stops
// at the migration instead of keeping it unseen.

const planted = 'intruso@example.com\r\x1b[2K\x1b[1Agerencia@example.com'
const thisMigration = '20261204000000_admin_email_format'

describe.each(engines)('public.admins.email on %s', (engine) => {
  const world = migratedDatabase(engine)

  const insertAdmin = (role: 'anon' | 'authenticated' | 'service_role', userId: string, email: string) =>
    asCaller(world.db, role === 'authenticated' ? { role, userId, email } : { role }, (tx) =>
      tx.query('insert into public.admins (user_id, email) values ($1, $2)', [userId, email]),
    )
  const adminCount = async () =>
    (await world.db.query<{ n: number }>('select count(*)::int as n from public.admins')).rows[0]!.n

  it('the server’s key (service_role) may write a plain address, and nothing else', async () => {
    const ana = await createAccount(world.db, 'ana@example.com')
    const luis = await createAccount(world.db, 'luis@example.com')
    const before = await adminCount()
    for (const email of [
      planted,
      'ana\u202e@example.com',
      'josé@example.es',
      'ana@localhost',
      'a b@example.com',
    ])
      await expect(insertAdmin('service_role', ana.userId, email)).rejects.toThrow(/admins_email_format/)
    await expect(insertAdmin('service_role', ana.userId, `${'a'.repeat(244)}@example.com`)).rejects.toThrow(
      /admins_email_format/,
    )
    expect(await adminCount()).toBe(before)
    await insertAdmin('service_role', luis.userId, 'luis@example.com')
    expect(await adminCount()).toBe(before + 1)
    await expect(
      asCaller(world.db, { role: 'service_role' }, (tx) =>
        tx.query('update public.admins set email = $1 where user_id = $2', [planted, luis.userId]),
      ),
    ).rejects.toThrow(/admins_email_format|permission denied/)
  })

  it('anon and a signed-in account write no admin at all, plain address or not', async () => {
    const maria = await createAccount(world.db, 'maria@example.com')
    for (const role of ['anon', 'authenticated'] as const)
      for (const email of ['maria@example.com', planted])
        await expect(insertAdmin(role, maria.userId, email)).rejects.toThrow(
          /permission denied|row-level security/,
        )
  })

  it('a database already holding such a row stops at the migration, naming the account, and keeps its row', async () => {
    const db = await createEmptyDatabase(engine)
    try {
      const upTo = allMigrations[allMigrations.indexOf(thisMigration) - 1]!.split('_')[0]!
      await migrate(db, { upTo })
      // An older row the local accounts' own check never judged.
      await db.exec('alter table auth.users drop constraint users_email_format')
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password) values ($1, 'x') returning id`,
        [planted],
      )
      await db.query('insert into public.admins (user_id, email) values ($1, $2)', [rows[0]!.id, planted])
      await expect(migrate(db)).rejects.toThrow(
        new RegExp(`not plain e-mail addresses \\(accounts ${rows[0]!.id}\\).*remove those rows`),
      )
      expect((await db.query('select email from public.admins')).rows).toEqual([{ email: planted }])
    } finally {
      await db.close()
    }
  })
})
