import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'

// Who may execute the database's functions (Supabase's linter rules 0028 and
// 0029), on real Postgres under Supabase's API roles: a visitor calls none of
// the security-definer functions, yet still reads the public SEO records, and
// a lead the site's server inserts still gets its notification queued.

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const { run } = world

  async function mayExecute(role: string, fn: string): Promise<boolean> {
    const { rows } = await world.db.query<{ allowed: boolean }>(
      `select has_function_privilege($1, $2, 'execute') as allowed`,
      [role, fn],
    )
    return rows[0]!.allowed
  }

  describe('anonymous visitors', () => {
    it('cannot execute is_admin() nor the notification trigger’s function', async () => {
      expect(await mayExecute('anon', 'public.is_admin()')).toBe(false)
      expect(await mayExecute('anon', 'public.queue_lead_notification()')).toBe(false)
      await expect(run(anon, 'select public.is_admin()')).rejects.toThrow(
        /permission denied for function is_admin/,
      )
      await expect(run(anon, 'select public.queue_lead_notification()')).rejects.toThrow(
        /permission denied for function queue_lead_notification/,
      )
    })

    it('leave the leads to the site’s server, whose insert still queues the notification', async () => {
      await run(
        server,
        `insert into public.leads (id, email, name, city, message, privacy_accepted)
       values ('4d1c7e8a-5b2f-4a3e-9c6d-7e8f9a0b1c2d', 'ana@example.com', 'Ana', 'Cieza', 'Quiero placas', true)`,
      )
      const { rows } = await world.db.query(
        `select status, attempts from public.lead_notifications where lead_id = '4d1c7e8a-5b2f-4a3e-9c6d-7e8f9a0b1c2d'`,
      )
      expect(rows).toEqual([{ status: 'pending', attempts: 0 }])
    })

    it('still read the public SEO records', async () => {
      expect((await run(anon, 'select path from public.seo_pages')).rows).toEqual([{ path: '/' }])
    })

    it('reach no policy that calls is_admin()', async () => {
      const { rows } = await world.db.query(
        `select tablename, policyname from pg_policies
        where ('anon' = any(roles) or 'public' = any(roles))
          and (coalesce(qual, '') ilike '%is_admin%' or coalesce(with_check, '') ilike '%is_admin%')`,
      )
      expect(rows).toEqual([])
    })
  })

  describe('signed-in accounts', () => {
    it('cannot execute the notification trigger’s function', async () => {
      expect(await mayExecute('authenticated', 'public.queue_lead_notification()')).toBe(false)
    })

    it('still pass is_admin() when on the admin list, and only then', async () => {
      expect((await run(world.admin, 'select public.is_admin() as admin')).rows).toEqual([{ admin: true }])
      expect((await run(world.staff, 'select public.is_admin() as admin')).rows).toEqual([{ admin: false }])
    })
  })

  describe('the helpers the owner’s functions share', () => {
    it('private.lock_and_compare(text, bigint): executable by no API role', async () => {
      for (const role of ['anon', 'authenticated', 'service_role'])
        expect(await mayExecute(role, 'private.lock_and_compare(text, bigint)')).toBe(false)
    })
  })

  describe('the server’s and the edge functions’ SQL functions, and the reviews cache', () => {
    const serviceOnly = [
      'public.claim_lead_notifications(uuid, integer, integer)',
      'public.mark_lead_notification_sent(uuid, integer)',
      'public.mark_lead_notification_failed(uuid, integer, text, integer)',
      'public.read_reviews_cache(text, integer, integer)',
      'public.store_reviews_cache(text, jsonb)',
      'public.take_request_slot(text, integer, integer)',
      'public.begin_sign_in_attempt(text[], integer, integer)',
      'public.end_sign_in_attempt(text[], boolean, integer, integer)',
      'public.clear_sign_in_failures(text)',
    ]

    it.each(serviceOnly)('%s: executable by service_role only', async (fn) => {
      expect(await mayExecute('service_role', fn)).toBe(true)
      expect(await mayExecute('anon', fn)).toBe(false)
      expect(await mayExecute('authenticated', fn)).toBe(false)
    })

    it('lets neither visitors nor signed-in accounts claim a notification', async () => {
      for (const caller of [anon, world.admin])
        await expect(run(caller, 'select * from public.claim_lead_notifications()')).rejects.toThrow(
          /permission denied/,
        )
      expect(
        (await world.db.query(`select status from public.lead_notifications`)).rows.every(
          (row) => (row as { status: string }).status === 'pending',
        ),
      ).toBe(true)
    })

    it('keeps the reviews cache table from every API role: service_role reaches it through its two functions only', async () => {
      for (const caller of [anon, world.admin, server])
        await expect(run(caller, 'select * from public.google_reviews_cache')).rejects.toThrow(
          /permission denied/,
        )
      const tableRights = await world.db.query<{ role: string; allowed: boolean }>(
        `select role, has_table_privilege(role, 'public.google_reviews_cache', 'select, insert, update, delete') as allowed
         from unnest(array['anon', 'authenticated', 'service_role']) as role`,
      )
      expect(tableRights.rows).toEqual([
        { role: 'anon', allowed: false },
        { role: 'authenticated', allowed: false },
        { role: 'service_role', allowed: false },
      ])
      await run(server, `select public.store_reviews_cache('lugar', '{"reviews": []}')`)
      expect(
        (await run(server, `select answer, refresh from public.read_reviews_cache('lugar', 3600, 30)`)).rows,
      ).toEqual([{ answer: { reviews: [] }, refresh: false }])
    })
  })
})
