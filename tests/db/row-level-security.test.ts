import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'

// The migrations' policies and grants, enforced by real Postgres under Supabase's API roles.

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }

const lead = (privacy: boolean) =>
  `insert into public.leads (email, name, city, message, privacy_accepted)
   values ('ana@example.com', 'Ana', 'Cieza', 'Quiero placas', ${privacy})`

const seoInsert = `insert into public.seo_pages (path, title, description, h1) values ('/prueba', 'T', 'D', 'H')`

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const { run } = world
  const countLeads = async () =>
    (await world.db.query<{ n: number }>('select count(*)::int as n from public.leads')).rows[0]!.n

  beforeAll(() => run(server, lead(true)))

  describe('anonymous visitors', () => {
    it('may not insert a lead directly: only the site’s server does', async () => {
      const before = await countLeads()
      await expect(run(anon, lead(true))).rejects.toThrow(/permission denied for table leads/)
      expect(await countLeads()).toBe(before)
    })

    it('cannot read any lead', async () => {
      expect(await countLeads()).toBeGreaterThan(0)
      await expect(run(anon, 'select * from public.leads')).rejects.toThrow(/permission denied/)
    })

    it('cannot change or delete leads', async () => {
      await expect(run(anon, `update public.leads set name = 'X'`)).rejects.toThrow(/permission denied/)
      await expect(run(anon, 'delete from public.leads')).rejects.toThrow(/permission denied/)
      const { rows } = await world.db.query<{ name: string }>('select name from public.leads')
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((row) => row.name === 'Ana')).toBe(true)
    })

    it('may read SEO records but not write them', async () => {
      expect((await run(anon, 'select path from public.seo_pages')).rows).toEqual([{ path: '/' }])
      await expect(run(anon, seoInsert)).rejects.toThrow(/permission denied/)
      await expect(run(anon, `update public.seo_pages set title = 'Hackeado'`)).rejects.toThrow(
        /permission denied/,
      )
      expect((await world.db.query('select title from public.seo_pages')).rows).toEqual([{ title: 'Inicio' }])
    })

    it('cannot read or join the admin list', async () => {
      await expect(run(anon, 'select * from public.admins')).rejects.toThrow(/permission denied/)
      await expect(
        run(anon, `insert into public.admins (user_id, email) select id, email from auth.users limit 1`),
      ).rejects.toThrow()
    })
  })

  describe('signed-in accounts that are not admins', () => {
    it('cannot read leads nor write SEO records', async () => {
      expect((await run(world.staff, 'select * from public.leads')).rows).toHaveLength(0)
      await expect(run(world.staff, seoInsert)).rejects.toThrow(/row-level security/)
    })

    it('cannot change or delete SEO records either (the rows stay as they were)', async () => {
      await run(world.staff, `update public.seo_pages set title = 'Hackeado'`)
      await expect(run(world.staff, 'delete from public.seo_pages')).rejects.toThrow(/permission denied/)
      expect((await world.db.query(`select title from public.seo_pages where path = '/'`)).rows).toEqual([
        { title: 'Inicio' },
      ])
    })

    it('see no one on the admin list, not even that it has entries', async () => {
      expect((await run(world.staff, 'select * from public.admins')).rows).toEqual([])
      expect((await run(world.staff, 'select public.is_admin() as admin')).rows).toEqual([{ admin: false }])
    })

    it('cannot make themselves admins', async () => {
      if (world.staff.role !== 'authenticated') throw new Error('unreachable')
      await expect(
        run(
          world.staff,
          `insert into public.admins (user_id, email) values ('${world.staff.userId}', '${world.staff.email}')`,
        ),
      ).rejects.toThrow(/permission denied/)
    })
  })

  describe('admins', () => {
    it('read every lead', async () => {
      expect((await run(world.admin, 'select * from public.leads')).rows).toHaveLength(await countLeads())
    })

    it('insert and update SEO records, and delete none (the site never deletes one)', async () => {
      await run(world.admin, seoInsert)
      await run(world.admin, `update public.seo_pages set title = 'Nuevo' where path = '/prueba'`)
      await expect(run(world.admin, `delete from public.seo_pages where path = '/prueba'`)).rejects.toThrow(
        /permission denied/,
      )
      expect(
        (await world.db.query(`select title from public.seo_pages where path = '/prueba'`)).rows,
      ).toEqual([{ title: 'Nuevo' }])
      // Taken away again (as the owner): the other tests read the records as they were.
      await world.db.query(`delete from public.seo_pages where path = '/prueba'`)
    })

    it('see their own admin entry', async () => {
      expect((await run(world.admin, 'select email from public.admins')).rows).toEqual([
        { email: 'admin@example.com' },
      ])
    })
  })
})
