import type { PGlite } from '@electric-sql/pglite'
import { createLocalBackend, localTransport } from '@/lib/data/local/backend'
import { leadsInboxOver } from '@/lib/data/leads-inbox'
import { DataError, type AdminCaller } from '@/lib/data/types'
import { type InboxStatus } from '@/lib/leads/types'
import { createAccount, createTestDb } from '../support/database'
import { unknownSource } from '@/supabase/functions/_shared/lead-source-fields'
import { blankLead } from '../support/leads'

// The admin inbox of the local backend on real PGlite: list, search, filter,
// paginate, read one, move it along the pipeline, note it, count it and export,
// as an admin; refused otherwise.

let db: PGlite
let admin: AdminCaller
let staff: AdminCaller
const inbox = () => createLocalBackend(async () => db).leadsInbox

/** Leads n = 1..count, lead n created n minutes after a fixed start (so lead `count` is the newest). */
async function seed(count: number) {
  await db.query(
    `insert into public.leads (id, created_at, email, name, city, message, privacy_accepted, communication_consent)
     select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
            timestamptz '2026-03-01 09:00:00+01' + n * interval '1 minute',
            'cliente' || n || '@example.com', 'Cliente ' || n, case when n % 2 = 0 then 'Cieza' else 'Murcia' end,
            'Mensaje ' || n, true, n % 3 = 0
       from generate_series(1, $1::int) n`,
    [count],
  )
}
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const list = (query = '', status: InboxStatus = 'all', page = 1, pageSize = 25, caller = admin) =>
  inbox().list({ query, status, source: null, includeTests: false, page, pageSize }, caller)
const allLeads = { query: '', status: 'all', source: null, includeTests: false } as const
const names = async (...args: Parameters<typeof list>) => (await list(...args)).leads.map((lead) => lead.name)

// One database (booting PGlite takes seconds); each test starts with no leads.
beforeAll(async () => {
  db = await createTestDb()
  const adminAccount = await createAccount(db, 'gerencia@example.com', { admin: true })
  const staffAccount = await createAccount(db, 'staff@example.com')
  admin = { userId: adminAccount.userId, email: adminAccount.email }
  staff = { userId: staffAccount.userId, email: staffAccount.email }
})
beforeEach(() => db.exec('delete from public.leads'))
afterAll(() => db.close())

describe('the inbox list', () => {
  it('is newest first, in pages, with the total', async () => {
    await seed(30)
    const first = await list()
    expect(first.total).toBe(30)
    expect(first.leads.map((lead) => lead.name)).toEqual(
      Array.from({ length: 25 }, (_, index) => `Cliente ${30 - index}`),
    )
    expect(await names('', 'all', 2)).toEqual([
      'Cliente 5',
      'Cliente 4',
      'Cliente 3',
      'Cliente 2',
      'Cliente 1',
    ])
    expect(await list('', 'all', 3)).toEqual({ total: 30, leads: [] })
  })

  it('breaks ties of the same instant by id, so pages never repeat or skip a lead', async () => {
    await db.query(
      `insert into public.leads (id, created_at, email, name, city, message, privacy_accepted)
       select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, timestamptz '2026-03-01 09:00:00+01',
              'a@example.com', 'Igual ' || n, 'Cieza', 'Hola', true
         from generate_series(1, 7) n`,
    )
    const pages = [
      ...(await names('', 'all', 1, 3)),
      ...(await names('', 'all', 2, 3)),
      ...(await names('', 'all', 3, 3)),
    ]
    expect(pages).toEqual(['Igual 7', 'Igual 6', 'Igual 5', 'Igual 4', 'Igual 3', 'Igual 2', 'Igual 1'])
  })

  it('summarises each lead: first line of the message, consents, handling, notification', async () => {
    await db.query(
      `insert into public.leads (id, created_at, email, name, city, phone, message, privacy_accepted, communication_consent)
       values ($1, '2026-03-05 10:15:00+01', 'maria@example.com', 'María Núñez', 'Cieza', '+34 611 222 333',
               E'\\n  Placas para la nave  \\nSegunda línea', true, true)`,
      [idOf(1)],
    )
    await db.query(
      `update public.lead_notifications set status = 'pending', attempts = 2, last_error = 'SMTP 451' where lead_id = $1`,
      [idOf(1)],
    )
    const { leads } = await list()
    expect(leads).toEqual([
      {
        ...blankLead,
        // The list carries the message's first line, not the message (toEqual reads undefined as absent).
        message: undefined,
        id: idOf(1),
        createdAt: '2026-03-05T09:15:00.000Z',
        email: 'maria@example.com',
        name: 'María Núñez',
        company: null,
        city: 'Cieza',
        phone: '+34 611 222 333',
        firstLine: 'Placas para la nave',
        privacyAccepted: true,
        communicationConsent: true,
        source: unknownSource,
        estimate: null,
        status: 'new',
        notification: { status: 'pending', attempts: 2, lastError: 'SMTP 451', sentAt: null },
      },
    ])
  })

  it('searches name, e-mail, city and message, case-insensitively', async () => {
    await seed(12)
    expect(await names('cliente 12')).toEqual(['Cliente 12'])
    expect(await names('CLIENTE7@EXAMPLE')).toEqual(['Cliente 7'])
    expect((await list('cieza')).total).toBe(6)
    expect(await names('mensaje 1')).toEqual(['Cliente 12', 'Cliente 11', 'Cliente 10', 'Cliente 1'])
    expect(await list('nadie')).toEqual({ total: 0, leads: [] })
  })

  it('takes %, _ and \\ in a search literally', async () => {
    await db.query(
      `insert into public.leads (email, name, city, message, privacy_accepted) values
         ('a@example.com', 'Descuento', 'Cieza', 'Quiero un 50% de ahorro', true),
         ('b@example.com', 'Guion', 'Cieza', 'texto_con_guiones', true),
         ('c@example.com', 'Barra', 'Cieza', 'C:\\ruta', true),
         ('d@example.com', 'Otro', 'Cieza', '500 euros, texto con guiones', true)`,
    )
    expect(await names('50%')).toEqual(['Descuento'])
    expect(await names('%')).toEqual(['Descuento'])
    expect(await names('o_c')).toEqual(['Guion'])
    expect(await names('_')).toEqual(['Guion'])
    expect(await names('\\')).toEqual(['Barra'])
    expect(await names("'; drop table leads; --")).toEqual([])
    expect((await list()).total).toBe(4)
  })

  it('filters by state, with the search and the pages', async () => {
    await seed(6)
    await inbox().setStatus(idOf(2), 'contacted', admin)
    await inbox().setStatus(idOf(5), 'contacted', admin)
    await inbox().setStatus(idOf(6), 'won', admin)
    expect(await names('', 'contacted')).toEqual(['Cliente 5', 'Cliente 2'])
    expect(await names('', 'won')).toEqual(['Cliente 6'])
    expect(await names('', 'lost')).toEqual([])
    expect(await names('', 'new')).toEqual(['Cliente 4', 'Cliente 3', 'Cliente 1'])
    expect(await names('murcia', 'new')).toEqual(['Cliente 3', 'Cliente 1'])
    expect(await list('', 'new', 2, 2)).toMatchObject({ total: 3, leads: [{ name: 'Cliente 1' }] })
  })

  it('filters by the page credited with the lead', async () => {
    await seed(3)
    await db.query(`update public.leads set source_page = '/instalacion-placas-murcia' where id = any($1)`, [
      [idOf(1), idOf(3)],
    ])
    const fromMurcia = await inbox().list(
      { ...allLeads, source: '/instalacion-placas-murcia', page: 1, pageSize: 25 },
      admin,
    )
    expect(fromMurcia.leads.map((lead) => [lead.name, lead.source.sourcePage])).toEqual([
      ['Cliente 3', '/instalacion-placas-murcia'],
      ['Cliente 1', '/instalacion-placas-murcia'],
    ])
    expect((await inbox().export({ ...allLeads, source: '/' }, admin)).length).toBe(0)
  })
})

describe('one lead', () => {
  it('is read in full, with its notification state', async () => {
    await db.query(
      `insert into public.leads (id, created_at, email, name, company, city, phone, message, privacy_accepted)
       values ($1, '2026-03-05 10:15:00+01', 'ana@example.com', 'Ana', 'Frutas Ana S.L.', 'Cieza', '600000000',
               E'Hola\\n<img src=x onerror=alert(1)>', true)`,
      [idOf(1)],
    )
    await db.query(
      `update public.lead_notifications set status = 'sent', attempts = 1, sent_at = '2026-03-05 10:16:00+01' where lead_id = $1`,
      [idOf(1)],
    )
    expect(await inbox().get(idOf(1), admin)).toEqual({
      ...blankLead,
      id: idOf(1),
      createdAt: '2026-03-05T09:15:00.000Z',
      email: 'ana@example.com',
      name: 'Ana',
      company: 'Frutas Ana S.L.',
      city: 'Cieza',
      phone: '600000000',
      message: 'Hola\n<img src=x onerror=alert(1)>',
      privacyAccepted: true,
      communicationConsent: false,
      source: unknownSource,
      estimate: null,
      status: 'new',
      notification: { status: 'sent', attempts: 1, lastError: null, sentAt: '2026-03-05T09:16:00.000Z' },
    })
    expect(await inbox().get(idOf(2), admin)).toBeNull()
  })

  it('moves along the pipeline, each step recorded with the calling admin, and keeps notes', async () => {
    await seed(1)
    expect(await inbox().setStatus(idOf(1), 'contacted', admin)).toBe('contacted')
    expect(await inbox().setStatus(idOf(1), 'contacted', admin)).toBe('contacted')
    await inbox().addNote(idOf(1), 'Llamado: quiere 6 kW', admin)
    expect(await inbox().setStatus(idOf(1), 'quote_sent', admin)).toBe('quote_sent')
    expect(await inbox().get(idOf(1), admin)).toMatchObject({ status: 'quote_sent' })
    const activity = await inbox().activity(idOf(1), admin)
    expect(activity.changes).toEqual([
      { from: 'new', to: 'contacted', at: expect.any(String), by: 'gerencia@example.com' },
      { from: 'contacted', to: 'quote_sent', at: expect.any(String), by: 'gerencia@example.com' },
    ])
    expect(activity.notes).toEqual([
      {
        id: expect.any(String),
        body: 'Llamado: quiere 6 kW',
        at: expect.any(String),
        by: 'gerencia@example.com',
      },
    ])
  })

  it('that does not exist cannot be moved nor noted', async () => {
    await expect(inbox().setStatus(idOf(9), 'won', admin)).rejects.toBeInstanceOf(DataError)
    await expect(inbox().addNote(idOf(9), 'Nota', admin)).rejects.toBeInstanceOf(DataError)
  })
})

describe('the results', () => {
  it('count leads per credited page over 30 and 90 days, and per week, leaving test leads out', async () => {
    await db.query(
      `insert into public.leads (created_at, email, name, city, message, privacy_accepted, source_page) values
         (now() - interval '1 day', 'a@example.com', 'A', 'Cieza', 'M', true, '/instalacion-placas-murcia'),
         (now() - interval '40 days', 'b@example.com', 'B', 'Cieza', 'M', true, '/instalacion-placas-murcia'),
         (now() - interval '100 days', 'c@example.com', 'C', 'Cieza', 'M', true, '/instalacion-placas-murcia'),
         (now() - interval '2 days', 'd@example.com', 'D', 'Cieza', 'M', true, null),
         (now() - interval '1 day', 'e2e@pruebas.example.com', 'E', 'Cieza', 'M', true, '/')`,
    )
    const results = await inbox().results(admin)
    expect(results.pages).toEqual([
      { page: '/instalacion-placas-murcia', last30: 1, last90: 2, estimates90: 0 },
      { page: null, last30: 1, last90: 1, estimates90: 0 },
    ])
    // Within 12 weeks: all but the 100-day-old lead and the test lead.
    expect(results.weeks.reduce((sum, week) => sum + week.count, 0)).toBe(3)
    expect(await inbox().results(staff)).toEqual({ pages: [], weeks: [] })
  })
})

describe('test leads (e-mail at pruebas.example.com)', () => {
  it('are hidden unless asked for, and their notification is recorded as skipped, with why', async () => {
    await seed(2)
    await db.query(
      `insert into public.leads (id, email, name, city, message, privacy_accepted)
       values ($1, 'e2e+1@Pruebas.Example.com', 'Prueba', 'Cieza', 'Mensaje de prueba', true)`,
      [idOf(99)],
    )
    expect(await names()).toEqual(['Cliente 2', 'Cliente 1'])
    const withTests = await inbox().list(
      { query: 'prueba', status: 'all', source: null, includeTests: true, page: 1, pageSize: 25 },
      admin,
    )
    expect(withTests.leads).toMatchObject([
      {
        name: 'Prueba',
        notification: {
          status: 'skipped',
          attempts: 0,
          lastError: 'Solicitud de prueba: no se envía el correo',
          sentAt: null,
        },
      },
    ])
    expect((await inbox().export(allLeads, admin)).length).toBe(2)
    const { rows } = await db.query<{ status: string }>(
      `select status from public.lead_notifications where lead_id = $1`,
      [idOf(1)],
    )
    expect(rows).toEqual([{ status: 'pending' }])
  })
})

describe('the export', () => {
  it('holds every lead matching the filters, newest first, whole', async () => {
    await seed(40)
    await inbox().setStatus(idOf(40), 'lost', admin)
    const all = await inbox().export(allLeads, admin)
    expect(all).toHaveLength(40)
    expect(all[0]).toMatchObject({ name: 'Cliente 40', message: 'Mensaje 40', company: null })
    expect(all.at(-1)).toMatchObject({ name: 'Cliente 1' })
    const newInMurcia = await inbox().export({ ...allLeads, query: 'murcia', status: 'new' }, admin)
    expect(newInMurcia.map((lead) => lead.name)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Cliente ${39 - 2 * index}`),
    )
  })
})

describe("the export's notes", () => {
  it('gives each lead all its notes, newest first, read in one call for the whole export', async () => {
    await seed(3)
    const note = (n: number, body: string, at: string) =>
      db.query(
        `insert into public.lead_notes (lead_id, body, created_at, author_email) values ($1, $2, $3, 'gerencia@example.com')`,
        [idOf(n), body, at],
      )
    await note(1, 'Primera', '2026-03-02 10:00+01')
    await note(1, 'Segunda', '2026-03-03 10:00+01')
    await note(3, 'Otra', '2026-03-02 11:00+01')
    // The transport, recording what each call reads.
    const transport = localTransport(async () => db)
    const reads: string[] = []
    const leads = await leadsInboxOver({
      ...transport,
      select: (relation, ...rest) => (reads.push(relation), transport.select(relation, ...rest)),
      rpc: (fn, ...rest) => (reads.push(fn), transport.rpc(fn, ...rest)),
    }).export(allLeads, admin)
    expect(leads.map((lead) => [lead.name, lead.notes.map((n) => n.body)])).toEqual([
      ['Cliente 3', ['Otra']],
      ['Cliente 2', []],
      ['Cliente 1', ['Segunda', 'Primera']],
    ])
    expect(leads[2]!.notes[0]).toEqual({
      id: expect.any(String),
      body: 'Segunda',
      at: '2026-03-03T09:00:00.000Z',
      by: 'gerencia@example.com',
    })
    expect(reads).toEqual(['leads_inbox', 'lead_notes_of'])
  })
})

describe('an account that is not an admin', () => {
  beforeEach(() => seed(3))

  it('sees no lead in the list, the detail or the export', async () => {
    expect(await list('', 'all', 1, 25, staff)).toEqual({ total: 0, leads: [] })
    expect(await inbox().get(idOf(1), staff)).toBeNull()
    expect(await inbox().export(allLeads, staff)).toEqual([])
    expect(await inbox().activity(idOf(1), staff)).toEqual({ changes: [], notes: [] })
  })

  it('cannot change a state nor add a note', async () => {
    await expect(inbox().setStatus(idOf(1), 'won', staff)).rejects.toBeInstanceOf(DataError)
    await expect(inbox().addNote(idOf(1), 'Nota', staff)).rejects.toBeInstanceOf(DataError)
    expect(await inbox().get(idOf(1), admin)).toMatchObject({ status: 'new' })
    expect(await inbox().activity(idOf(1), admin)).toEqual({ changes: [], notes: [] })
  })
})
