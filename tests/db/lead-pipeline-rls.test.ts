import { asCaller, type Caller } from '@/lib/db/roles'
import { createAccount, createMigratedDb } from '../support/database'
import { engines, type TestDatabase } from '../support/engines'

// Only admins read leads, their states, history and notes, and change them,
// through set_lead_status and add_lead_note alone, which record who and when
// themselves. Real Postgres with Supabase's API roles: the same SQL runs on
// Supabase, so these locks hold on both backends.

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }
const leadId = '0b7e6a52-8f1c-4d8e-9a57-3c1d2e4f5a6b'

describe.each(engines)('on %s', (engine) => {
  let db: TestDatabase
  let admin: Extract<Caller, { role: 'authenticated' }>
  let otherAdmin: Extract<Caller, { role: 'authenticated' }>
  let staff: Caller

  const run = (caller: Caller, sql: string, params: unknown[] = []) =>
    asCaller(db, caller, (tx) => tx.query<Record<string, unknown>>(sql, params))
  const status = async () =>
    (await db.query<{ status: string }>('select status from public.leads where id = $1', [leadId])).rows[0]!
      .status
  const history = async () =>
    (
      await db.query<{
        from_status: string
        to_status: string
        changed_by: string | null
        changed_by_email: string
      }>(
        `select from_status, to_status, changed_by, changed_by_email from public.lead_status_changes
        where lead_id = $1 order by id`,
        [leadId],
      )
    ).rows
  const insertLead = (extra = '', values = '') =>
    `insert into public.leads (email, name, city, message, privacy_accepted${extra})
   values ('ana@example.com', 'Ana', 'Cieza', 'Quiero placas', true${values})`

  beforeAll(async () => {
    db = await createMigratedDb(engine)
    admin = await createAccount(db, 'gerencia@example.com', { admin: true })
    otherAdmin = await createAccount(db, 'oficina@example.com', { admin: true })
    staff = await createAccount(db, 'staff@example.com')
    await run(
      server,
      `insert into public.leads (id, email, name, city, message, privacy_accepted)
     values ('${leadId}', 'luis@example.com', 'Luis', 'Murcia', 'Hola', true)`,
    )
  })
  afterAll(() => db.close())
  // Each test starts from the same lead, new, with no history and no note.
  beforeEach(() =>
    db.exec(
      `delete from public.lead_notes; delete from public.lead_status_changes; update public.leads set status = 'new'`,
    ),
  )

  describe('the site’s server', () => {
    it('stores the form fields and where they came from; a new lead is new', async () => {
      await run(
        server,
        insertLead(
          ', source_page, form_page, previous_page, referrer_host, utm_source, utm_medium',
          `, '/instalacion-placas-murcia', '/solicitar-presupuesto', '/instalacion-placas-murcia', 'www.google.com', 'google', 'cpc'`,
        ),
      )
      const { rows } = await db.query('select status, source_page from public.leads where email = $1', [
        'ana@example.com',
      ])
      expect(rows).toEqual([{ status: 'new', source_page: '/instalacion-placas-murcia' }])
    })

    it('cannot store a source the checks refuse', async () => {
      for (const [column, value] of [
        ['source_page', `'https://evil.example/'`],
        ['previous_page', `'/${'a'.repeat(300)}'`],
        ['referrer_host', `'evil.example/path?x'`],
        ['utm_source', `'${'x'.repeat(101)}'`],
        ['utm_campaign', `''`],
      ]) {
        await expect(run(server, insertLead(`, ${column}`, `, ${value}`))).rejects.toThrow(/check constraint/)
      }
    })
  })

  describe('anonymous visitors', () => {
    it('cannot insert a lead, whatever its columns', async () => {
      for (const [column, value] of [
        ['source_page', `'/instalacion-placas-murcia'`],
        ['status', `'won'`],
        ['created_at', `'2099-01-01'`],
      ]) {
        await expect(run(anon, insertLead(`, ${column}`, `, ${value}`))).rejects.toThrow(/permission denied/)
      }
    })

    it('read nothing, and cannot change a state nor add a note', async () => {
      for (const table of ['leads', 'lead_inbox_entries', 'lead_status_changes', 'lead_notes']) {
        await expect(run(anon, `select * from public.${table}`)).rejects.toThrow(/permission denied/)
      }
      await expect(run(anon, 'select public.leads_inbox()')).rejects.toThrow(/permission denied/)
      await expect(run(anon, 'select public.lead_results()')).rejects.toThrow(/permission denied/)
      await expect(run(anon, `select public.set_lead_status('${leadId}', 'won')`)).rejects.toThrow(
        /permission denied/,
      )
      await expect(run(anon, `select public.add_lead_note('${leadId}', 'Hola')`)).rejects.toThrow(
        /permission denied/,
      )
      await expect(run(anon, `update public.leads set status = 'won'`)).rejects.toThrow(/permission denied/)
      expect(await status()).toBe('new')
    })
  })

  describe('signed-in accounts that are not admins', () => {
    it('read no lead, state, history or note', async () => {
      await run(admin, `select public.add_lead_note($1, 'Nota del equipo')`, [leadId])
      await run(admin, `select public.set_lead_status($1, 'contacted')`, [leadId])
      for (const table of ['leads', 'lead_inbox_entries', 'lead_status_changes', 'lead_notes']) {
        expect((await run(staff, `select * from public.${table}`)).rows).toEqual([])
      }
      expect((await run(staff, 'select public.leads_inbox() as answer')).rows).toEqual([
        { answer: { total: 0, rows: [] } },
      ])
      await run(admin, `select public.set_lead_status($1, 'new')`, [leadId])
    })

    it('are refused by the database when they change a state, directly or through the function', async () => {
      const before = await history()
      await expect(run(staff, `select public.set_lead_status('${leadId}', 'won')`)).rejects.toMatchObject({
        code: '42501',
      })
      await expect(run(staff, `update public.leads set status = 'won'`)).rejects.toThrow(/permission denied/)
      await expect(
        run(
          staff,
          `insert into public.lead_status_changes (lead_id, from_status, to_status) values ($1, 'new', 'won')`,
          [leadId],
        ),
      ).rejects.toThrow(/permission denied/)
      expect(await status()).toBe('new')
      expect(await history()).toEqual(before)
    })

    it('are refused when they add a note, directly or through the function', async () => {
      await expect(run(staff, `select public.add_lead_note('${leadId}', 'Hola')`)).rejects.toMatchObject({
        code: '42501',
      })
      await expect(
        run(staff, `insert into public.lead_notes (lead_id, body) values ($1, 'Hola')`, [leadId]),
      ).rejects.toThrow(/permission denied/)
    })
  })

  describe('admins', () => {
    it('cannot edit a lead, its state, its history or its notes directly', async () => {
      await expect(run(admin, `update public.leads set name = 'Otro'`)).rejects.toThrow(/permission denied/)
      await expect(run(admin, `update public.leads set status = 'won'`)).rejects.toThrow(/permission denied/)
      await expect(run(admin, `update public.lead_notes set body = 'Otra'`)).rejects.toThrow(
        /permission denied/,
      )
      await expect(run(admin, `delete from public.lead_status_changes`)).rejects.toThrow(/permission denied/)
      await expect(run(admin, 'delete from public.leads')).rejects.toThrow(/permission denied/)
    })

    it('move a lead along the pipeline: the database records each step with the caller', async () => {
      await run(admin, `select public.set_lead_status($1, 'contacted')`, [leadId])
      await run(otherAdmin, `select public.set_lead_status($1, 'quote_sent')`, [leadId])
      // The same state again records nothing.
      await run(otherAdmin, `select public.set_lead_status($1, 'quote_sent')`, [leadId])
      await run(admin, `select public.set_lead_status($1, 'won')`, [leadId])
      expect(await status()).toBe('won')
      expect(await history()).toEqual([
        {
          from_status: 'new',
          to_status: 'contacted',
          changed_by: admin.userId,
          changed_by_email: 'gerencia@example.com',
        },
        {
          from_status: 'contacted',
          to_status: 'quote_sent',
          changed_by: otherAdmin.userId,
          changed_by_email: 'oficina@example.com',
        },
        {
          from_status: 'quote_sent',
          to_status: 'won',
          changed_by: admin.userId,
          changed_by_email: 'gerencia@example.com',
        },
      ])
    })

    it('are refused a state outside the pipeline, and told when the lead does not exist', async () => {
      await expect(run(admin, `select public.set_lead_status($1, 'handled')`, [leadId])).rejects.toThrow(
        /lead_status/,
      )
      await expect(
        run(admin, `select public.set_lead_status('00000000-0000-4000-8000-000000000000', 'won')`),
      ).rejects.toMatchObject({ code: 'P0002' })
      await expect(
        run(admin, `select public.add_lead_note('00000000-0000-4000-8000-000000000000', 'Nota')`),
      ).rejects.toMatchObject({ code: 'P0002' })
    })

    it('add notes, trimmed, with the author and the time from the session and the clock', async () => {
      await run(admin, `select public.add_lead_note($1, '  Presupuesto de 6 kW enviado.  ')`, [leadId])
      const { rows } = await run(
        otherAdmin,
        `select body, author_id, author_email, created_at > now() - interval '1 minute' as recent
         from public.lead_notes where body like 'Presupuesto%'`,
      )
      expect(rows).toEqual([
        {
          body: 'Presupuesto de 6 kW enviado.',
          author_id: admin.userId,
          author_email: 'gerencia@example.com',
          recent: true,
        },
      ])
      await expect(run(admin, `select public.add_lead_note($1, '   ')`, [leadId])).rejects.toThrow(
        /check constraint/,
      )
    })

    it('keep the history and the notes when the admin account is deleted, without the dangling id', async () => {
      const leaving = await createAccount(db, 'temporal@example.com', { admin: true })
      await run(admin, `select public.set_lead_status($1, 'won')`, [leadId])
      await run(leaving, `select public.set_lead_status($1, 'lost')`, [leadId])
      await db.query('delete from auth.users where id = $1', [leaving.userId])
      expect((await history()).at(-1)).toEqual({
        from_status: 'won',
        to_status: 'lost',
        changed_by: null,
        changed_by_email: 'temporal@example.com',
      })
    })
  })
})
