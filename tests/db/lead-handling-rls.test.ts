/** @jest-environment node */
import type { PGlite } from '@electric-sql/pglite'
import { asCaller, type Caller } from '@/lib/data/local/roles'
import { createAccount, createTestDb } from '../support/database'

// Migration 20261123000000_lead_handling: only admins read leads (table, view,
// inbox function) and mark them handled, only through set_lead_handled, which
// records who and when itself. Real Postgres, Supabase's API roles.

const anon: Caller = { role: 'anon' }
const leadId = '0b7e6a52-8f1c-4d8e-9a57-3c1d2e4f5a6b'

let db: PGlite
let admin: Extract<Caller, { role: 'authenticated' }>
let otherAdmin: Extract<Caller, { role: 'authenticated' }>
let staff: Caller

const run = (caller: Caller, sql: string, params: unknown[] = []) =>
  asCaller(db, caller, (tx) => tx.query<Record<string, unknown>>(sql, params))
const stored = async () =>
  (
    await db.query<{ handled_at: Date | null; handled_by: string | null; handled_by_email: string | null }>(
      'select handled_at, handled_by, handled_by_email from public.leads where id = $1',
      [leadId],
    )
  ).rows[0]!
const insertLead = (extra = '', values = '') =>
  `insert into public.leads (email, name, city, message, privacy_accepted${extra})
   values ('ana@example.com', 'Ana', 'Cieza', 'Quiero placas', true${values})`

beforeAll(async () => {
  db = await createTestDb()
  admin = await createAccount(db, 'gerencia@example.com', { admin: true })
  otherAdmin = await createAccount(db, 'oficina@example.com', { admin: true })
  staff = await createAccount(db, 'staff@example.com')
  await run(
    anon,
    `insert into public.leads (id, email, name, city, message, privacy_accepted)
     values ('${leadId}', 'luis@example.com', 'Luis', 'Murcia', 'Hola', true)`,
  )
})
afterAll(() => db.close())

describe('anonymous visitors', () => {
  it('still submit the form fields', async () => {
    await run(anon, insertLead())
    expect((await db.query('select 1 from public.leads')).rows).toHaveLength(2)
  })

  it('cannot set handled_*, nor created_at, on a new lead', async () => {
    for (const [column, value] of [
      ['handled_at', 'now()'],
      ['handled_by', `'${admin.userId}'`],
      ['handled_by_email', `'gerencia@example.com'`],
      ['created_at', `'2099-01-01'`],
    ]) {
      await expect(run(anon, insertLead(`, ${column}`, `, ${value}`))).rejects.toThrow(/permission denied/)
    }
    expect((await db.query('select 1 from public.leads')).rows).toHaveLength(2)
  })

  it('read nothing through the table, the view or the inbox function', async () => {
    expect((await run(anon, 'select * from public.leads')).rows).toEqual([])
    await expect(run(anon, 'select * from public.lead_inbox_entries')).rejects.toThrow(/permission denied/)
    await expect(run(anon, 'select public.leads_inbox()')).rejects.toThrow(/permission denied/)
  })

  it('cannot mark a lead handled, directly or through the function', async () => {
    await expect(run(anon, `select public.set_lead_handled('${leadId}', true)`)).rejects.toThrow(
      /permission denied/,
    )
    await expect(run(anon, `update public.leads set handled_at = now()`)).rejects.toThrow(/permission denied/)
    expect((await stored()).handled_at).toBeNull()
  })
})

describe('signed-in accounts that are not admins', () => {
  it('read no lead through the table, the view or the inbox function', async () => {
    expect((await run(staff, 'select * from public.leads')).rows).toEqual([])
    expect((await run(staff, 'select * from public.lead_inbox_entries')).rows).toEqual([])
    expect((await run(staff, 'select public.leads_inbox() as answer')).rows).toEqual([
      { answer: { total: 0, rows: [] } },
    ])
  })

  it('cannot mark a lead handled, directly or through the function', async () => {
    await expect(run(staff, `select public.set_lead_handled('${leadId}', true)`)).rejects.toMatchObject({
      code: '42501',
    })
    await expect(run(staff, `update public.leads set handled_at = now()`)).rejects.toThrow(
      /permission denied/,
    )
    expect((await stored()).handled_at).toBeNull()
  })
})

describe('admins', () => {
  it('read every lead with its notification state through the view', async () => {
    const { rows } = await run(
      admin,
      'select name, notification_status, notification_attempts from public.lead_inbox_entries order by name',
    )
    expect(rows).toEqual([
      { name: 'Ana', notification_status: 'pending', notification_attempts: 0 },
      { name: 'Luis', notification_status: 'pending', notification_attempts: 0 },
    ])
  })

  it('cannot edit a lead directly, not even its handled_* columns', async () => {
    await expect(run(admin, `update public.leads set name = 'Otro'`)).rejects.toThrow(/permission denied/)
    await expect(
      run(admin, `update public.leads set handled_at = '2020-01-01', handled_by = '${otherAdmin.userId}'`),
    ).rejects.toThrow(/permission denied/)
    await expect(run(admin, 'delete from public.leads')).resolves.toMatchObject({ affectedRows: 0 })
  })

  it('mark a lead handled: the database records the caller and the time', async () => {
    const before = Date.now()
    const { rows } = await run(admin, `select public.set_lead_handled($1, true) as handled_at`, [leadId])
    const lead = await stored()
    expect(lead).toEqual({
      handled_at: rows[0]!.handled_at,
      handled_by: admin.userId,
      handled_by_email: 'gerencia@example.com',
    })
    expect(lead.handled_at!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(lead.handled_at!.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('marking it handled again keeps the first admin on record', async () => {
    const first = await stored()
    await run(otherAdmin, `select public.set_lead_handled($1, true)`, [leadId])
    expect(await stored()).toEqual(first)
  })

  it('mark it new again, which clears who and when', async () => {
    const { rows } = await run(otherAdmin, `select public.set_lead_handled($1, false) as handled_at`, [
      leadId,
    ])
    expect(rows).toEqual([{ handled_at: null }])
    expect(await stored()).toEqual({ handled_at: null, handled_by: null, handled_by_email: null })
  })

  it('are told when the lead does not exist', async () => {
    await expect(
      run(admin, `select public.set_lead_handled('00000000-0000-4000-8000-000000000000', true)`),
    ).rejects.toMatchObject({ code: 'P0002' })
  })
})

describe('the stored record', () => {
  it('keeps the handling when the admin account is deleted, without the dangling id', async () => {
    const leaving = await createAccount(db, 'temporal@example.com', { admin: true })
    await run(leaving, `select public.set_lead_handled($1, true)`, [leadId])
    await db.query('delete from auth.users where id = $1', [leaving.userId])
    expect(await stored()).toMatchObject({ handled_by: null, handled_by_email: 'temporal@example.com' })
    expect((await stored()).handled_at).not.toBeNull()
  })

  it('refuses a handler without a handling time', async () => {
    await expect(
      db.query(
        `insert into public.leads (email, name, city, message, privacy_accepted, handled_by_email)
         values ('x@example.com', 'X', 'Cieza', 'Hola', true, 'alguien@example.com')`,
      ),
    ).rejects.toThrow(/leads_handled_together/)
  })
})
