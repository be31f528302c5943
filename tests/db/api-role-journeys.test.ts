import type { PGlite } from '@electric-sql/pglite'
import { addLocalAdmin, addSupabaseAdmin, inviteSupabaseAdmin } from '@/lib/auth/admins'
import { isLocalAdmin } from '@/lib/auth/local/accounts'
import { asCaller, type Caller } from '@/lib/db/roles'
import { serviceRoleRpc } from '@/lib/data/local/service-role-rpc'
import { migrate } from '@/lib/db/migrate'
import { createServiceRoleClients } from '@/lib/supabase/service-role'
import { createEmptyDatabase, engines, type TestDatabase } from '../support/engines'
import { fakeFetch, supabaseUrl } from '../support/fake-supabase'

// Each API role's journey on a database made under Supabase's current
// default: no automatic grant on new objects to anon, authenticated or
// service_role, so every step below works only because a migration granted it
// by name. Visitors read the public pages' data; the site's server stores a
// lead (its notification queued and delivered) and makes an admin, as
// `npm run admin -- add` and `invite` do; the admin works the inbox and
// publishes content. And no account becomes admin by confirming an address.

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }
const leadId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
const page = '/instalacion-placas-solares-murcia'

describe.each(engines)('on %s', (engine) => {
  let db: TestDatabase
  let admin: Extract<Caller, { role: 'authenticated' }>
  const run = (caller: Caller, sql: string, params: unknown[] = []) =>
    asCaller(db, caller, (tx) => tx.query<Record<string, unknown>>(sql, params))

  /** Supabase Auth's sign-up: an account, its address confirmed (and signed in with) or not yet. */
  const signUp = async (email: string, confirmed: boolean) =>
    (
      await db.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, last_sign_in_at)
         values ($1, 'hash', case when $2::boolean then now() end, case when $2::boolean then now() end)
         returning id`,
        [email, confirmed],
      )
    ).rows[0]!.id

  /**
   * Supabase's endpoints the admin script calls, answered from this database:
   * the auth admin API lists and invites accounts, and the REST insert into
   * admins runs the SQL PostgREST runs for it, as service_role, answering its
   * error as PostgREST does.
   */
  const supabaseEndpoints = () =>
    fakeFetch(async (request) => {
      if (request.url.pathname === '/auth/v1/admin/users') {
        const { rows } = await db.query(
          'select id, email, email_confirmed_at, last_sign_in_at from auth.users order by email',
        )
        return { status: 200, body: { users: rows, aud: 'authenticated' } }
      }
      if (request.url.pathname === '/auth/v1/invite') {
        const id = await signUp(String(request.body!.email), false)
        return { status: 200, body: { id, email: request.body!.email, user_metadata: request.body!.data } }
      }
      try {
        const { rows } = await run(
          server,
          `insert into public.admins (user_id, email) values ($1, $2)
           on conflict (user_id) do nothing returning user_id`,
          [request.body!.user_id, request.body!.email],
        )
        return { status: 201, body: rows }
      } catch (error) {
        const { code, message } = error as { code: string; message: string }
        return { status: 403, body: { code, message } }
      }
    })
  const admins = async () =>
    (await db.query<{ email: string }>('select email from public.admins order by email')).rows.map(
      (row) => row.email,
    )

  beforeAll(async () => {
    db = await createEmptyDatabase(engine)
    // Supabase's old default privileges, gone: whatever a database had, nothing is granted by default.
    await db.exec(`
      do $$ begin
        if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
        if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
        if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
      end $$;
      alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
      alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
      alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;`)
    await migrate(db)
    // Supabase Auth's column, which the local backend's accounts do not have.
    await db.exec('alter table auth.users add column email_confirmed_at timestamptz')
  })
  afterAll(() => db.close())

  /** The site's server stores the lead, as the quote form's action does. */
  const storeLead = () =>
    run(
      server,
      `insert into public.leads (id, email, name, city, message, privacy_accepted, source_page)
       values ($1, 'ana@example.com', 'Ana', 'Cieza', 'Quiero placas', true, $2)`,
      [leadId, page],
    )

  /** The admin saves a draft and publishes it, and saves an SEO record, as the admin area does. */
  const adminPublishes = async () => {
    await run(
      admin,
      `insert into public.page_content_drafts (path, content, updated_by) values ($1, $2, $3)
       on conflict (path) do update set content = excluded.content returning path`,
      [page, JSON.stringify({ hero: { subtitle: 'Placas en Murcia' } }), admin.userId],
    )
    expect((await run(admin, 'select path from public.publish_page_content($1)', [page])).rows).toEqual([
      { path: page },
    ])
    await run(
      admin,
      `insert into public.seo_pages (path, title, description, h1) values ($1, 'Placas solares en Murcia', 'D', 'H1')
       on conflict (path) do update set title = excluded.title returning path`,
      [page],
    )
  }

  // Each test starts from an empty site whose one admin is gerencia@example.com.
  beforeEach(async () => {
    await db.exec(`truncate public.leads, public.lead_notifications, public.lead_status_changes,
      public.lead_notes, public.page_content, public.page_content_drafts, public.page_versions,
      public.seo_pages, public.admins cascade;
      delete from auth.users;`)
    const id = await signUp('gerencia@example.com', true)
    await db.query('insert into public.admins (user_id, email) values ($1, $2)', [id, 'gerencia@example.com'])
    admin = { role: 'authenticated', userId: id, email: 'gerencia@example.com' }
  })

  describe('the site’s server (service_role)', () => {
    it('stores a lead, whose notification is queued, then claimed and marked sent by the delivery', async () => {
      await storeLead()
      const rpc = serviceRoleRpc(db as unknown as PGlite)
      const claimed = await rpc.rpc('claim_lead_notifications', { p_lead_id: leadId })
      expect(claimed).toMatchObject({ error: null, data: [{ lead_id: leadId, attempts: 0 }] })
      expect(await rpc.rpc('mark_lead_notification_sent', { p_lead_id: leadId, p_attempts: 1 })).toEqual({
        data: null,
        error: null,
      })
      expect(
        (await db.query('select status from public.lead_notifications where lead_id = $1', [leadId])).rows,
      ).toEqual([{ status: 'sent' }])
    })

    it('counts the quote limit', async () => {
      const key = 'a'.repeat(64)
      expect((await run(server, 'select public.take_request_slot($1, 1, 60) as ok', [key])).rows).toEqual([
        { ok: true },
      ])
      expect((await run(server, 'select public.take_request_slot($1, 1, 60) as ok', [key])).rows).toEqual([
        { ok: false },
      ])
    })

    it('makes an existing account admin as `npm run admin -- add` does on Supabase: the REST upsert as service_role', async () => {
      await signUp('direccion@example.com', true)
      const { fetch, sent } = supabaseEndpoints()
      const clients = createServiceRoleClients(supabaseUrl, 'sb_secret_fake', fetch)

      expect(await addSupabaseAdmin(clients, 'Direccion@example.com')).toEqual({
        ok: true,
        email: 'direccion@example.com',
        alreadyAdmin: false,
      })
      const insert = sent.find((request) => request.url.pathname === '/rest/v1/admins')!
      expect(insert.url.searchParams.get('on_conflict')).toBe('user_id')
      expect(insert.url.searchParams.get('select')).toBe('user_id')
      expect(insert.headers.get('prefer')).toMatch(/resolution=ignore-duplicates/)
      expect(await admins()).toEqual(['direccion@example.com', 'gerencia@example.com'])
      expect(await addSupabaseAdmin(clients, 'direccion@example.com')).toMatchObject({ alreadyAdmin: true })
    })

    it('invites an admin as `npm run admin -- invite` does: the invited account is on the admin list at once', async () => {
      const clients = createServiceRoleClients(supabaseUrl, 'sb_secret_fake', supabaseEndpoints().fetch)
      expect(await inviteSupabaseAdmin(clients, 'tecnico@example.com', `https://example.com${page}`)).toEqual(
        {
          ok: true,
          email: 'tecnico@example.com',
        },
      )
      expect(await admins()).toEqual(['gerencia@example.com', 'tecnico@example.com'])
    })

    it('makes an account made through an invitation admin as `npm run admin -- add` does on the local backend, never a plain sign-up', async () => {
      await signUp('desconocido@example.com', true)
      expect(await addLocalAdmin(db as unknown as PGlite, 'desconocido@example.com')).toMatchObject({
        ok: false,
      })
      const id = await signUp('oficina@example.com', true)
      await db.query(`update auth.users set created_through = 'invitation' where id = $1`, [id])
      expect(await addLocalAdmin(db as unknown as PGlite, 'oficina@example.com')).toMatchObject({
        ok: true,
        alreadyAdmin: false,
      })
      expect(await isLocalAdmin(db as unknown as PGlite, { id, email: 'oficina@example.com' })).toBe(true)
    })
  })

  describe('an admin (authenticated, with the account’s JWT)', () => {
    it('is one: the session reads its own admins entry, and is_admin() says so', async () => {
      expect((await run(admin, 'select user_id from public.admins')).rows).toEqual([
        { user_id: admin.userId },
      ])
      expect((await run(admin, 'select public.is_admin() as yes')).rows).toEqual([{ yes: true }])
    })

    it('reads the inbox and a lead with its notification state', async () => {
      await storeLead()
      const { rows } = await run(
        admin,
        `select public.leads_inbox(null, 'all', null, 25, 0, false) as answer`,
      )
      expect(rows[0]!.answer).toMatchObject({ total: 1, rows: [{ id: leadId, name: 'Ana', status: 'new' }] })
      expect(
        (
          await run(admin, 'select notification_status from public.lead_inbox_entries where id = $1', [
            leadId,
          ])
        ).rows,
      ).toEqual([{ notification_status: 'pending' }])
    })

    it('changes the lead’s state and adds a note, and reads both back in its history', async () => {
      await storeLead()
      expect(
        (await run(admin, `select public.set_lead_status($1, 'contacted') as status`, [leadId])).rows,
      ).toEqual([{ status: 'contacted' }])
      await run(admin, `select public.add_lead_note($1, 'Llamar el lunes')`, [leadId])
      expect(
        (await run(admin, 'select from_status, to_status, changed_by_email from public.lead_status_changes'))
          .rows,
      ).toEqual([{ from_status: 'new', to_status: 'contacted', changed_by_email: 'gerencia@example.com' }])
      expect((await run(admin, 'select body, author_email from public.lead_notes')).rows).toEqual([
        { body: 'Llamar el lunes', author_email: 'gerencia@example.com' },
      ])
      expect((await run(admin, 'select public.lead_results() as answer')).rows[0]!.answer).toMatchObject({
        pages: [{ page, last30: 1, last90: 1 }],
      })
    })

    it('saves a draft, publishes it and an SEO record, and reads the versions', async () => {
      await adminPublishes()
      expect(
        (await run(admin, 'select part, kind, created_by_email from public.page_versions order by part, id'))
          .rows,
      ).toEqual([
        { part: 'content', kind: 'draft', created_by_email: 'gerencia@example.com' },
        { part: 'content', kind: 'publish', created_by_email: 'gerencia@example.com' },
        { part: 'seo', kind: 'publish', created_by_email: 'gerencia@example.com' },
      ])
    })
  })

  describe('a visitor (anon)', () => {
    it('reads the published content and the SEO record the admin saved', async () => {
      await adminPublishes()
      expect((await run(anon, 'select path, content from public.page_content')).rows).toEqual([
        { path: page, content: { hero: { subtitle: 'Placas en Murcia' } } },
      ])
      expect((await run(anon, 'select title from public.seo_pages')).rows).toEqual([
        { title: 'Placas solares en Murcia' },
      ])
    })

    it('reads nothing else: no lead, no draft, no admin', async () => {
      for (const table of ['leads', 'page_content_drafts', 'admins', 'lead_inbox_entries'])
        await expect(run(anon, `select * from public.${table}`)).rejects.toThrow(/permission denied/)
    })
  })

  describe('a former admin’s address, taken by a stranger', () => {
    it('makes no one admin: the stranger signs up unconfirmed, the owner’s click confirms that row', async () => {
      const before = await admins()
      const stranger = await signUp('antigua-gerente@example.com', false)
      await db.query('update auth.users set email_confirmed_at = now() where id = $1', [stranger])
      expect(await admins()).toEqual(before)
      expect(
        (
          await run(
            { role: 'authenticated', userId: stranger, email: 'antigua-gerente@example.com' },
            'select public.is_admin() as yes',
          )
        ).rows,
      ).toEqual([{ yes: false }])
      const { rows } = await db.query(
        `select to_regclass('public.pending_admins') as pending,
                (select count(*)::int from pg_trigger where tgrelid = 'auth.users'::regclass and not tgisinternal) as triggers`,
      )
      expect(rows).toEqual([{ pending: null, triggers: 0 }])
    })
  })
})
