import { DataError } from '@/lib/data/types'
import { fakeFetch, type Sent } from '../support/fake-supabase'
import { campaignSource, campaignSourceColumns } from '../support/leads'
import { supabaseDataBackend } from '../support/supabase-data-backend'

// The inbox on Supabase: the same view and functions as on PGlite (tested
// there for real), reached through PostgREST with the signed-in user's
// session client. A fake fetch records what is sent and answers as PostgREST does.

function fakeSupabase(answer: (request: Sent) => { status: number; body: unknown }) {
  const { fetch, sent } = fakeFetch(answer)
  const backend = supabaseDataBackend(fetch, { publicKey: 'public-anon-key', sessionKey: 'session-key' })
  return { inbox: backend.leadsInbox, sent }
}

const caller = { userId: '7d1c9a3e-5b2f-4e8d-9c6a-1f2e3d4c5b6a', email: 'gerencia@example.com' }
const id = '5f0c6f3e-2a51-4d7e-9d7a-2f7f3f1b8c11'
const row = {
  id,
  created_at: '2026-03-05T09:15:00.123456+00:00',
  email: 'ana@example.com',
  name: '=HYPERLINK("http://x","y")',
  company: null,
  city: 'Cieza',
  phone: '600000000',
  message: '<img src=x onerror=alert(1)>\nSegunda línea',
  privacy_accepted: true,
  communication_consent: false,
  status: 'contacted',
  ...campaignSourceColumns,
  referrer_host: null,
  notification_status: 'failed',
  notification_attempts: 8,
  notification_last_error: 'SMTP 550',
  notification_sent_at: null,
  savings_estimate: null,
}

describe('Supabase inbox', () => {
  it('lists a page through the leads_inbox function, with the session client', async () => {
    const { inbox, sent } = fakeSupabase(() => ({ status: 200, body: { total: 51, rows: [row] } }))
    const page = await inbox.list(
      {
        query: ' ana ',
        status: 'new',
        source: '/instalacion-placas-murcia',
        includeTests: false,
        page: 3,
        pageSize: 25,
      },
      caller,
    )
    expect(sent).toHaveLength(1)
    expect(sent[0]!.method).toBe('POST')
    expect(sent[0]!.url.pathname).toBe('/rest/v1/rpc/leads_inbox')
    expect(sent[0]!.headers.get('apikey')).toBe('session-key')
    expect(sent[0]!.body).toEqual({
      search: 'ana',
      state: 'new',
      source: '/instalacion-placas-murcia',
      page_limit: 25,
      page_offset: 50,
      include_tests: false,
    })
    expect(page).toEqual({
      total: 51,
      leads: [
        {
          id,
          createdAt: '2026-03-05T09:15:00.123Z',
          email: 'ana@example.com',
          name: '=HYPERLINK("http://x","y")',
          company: null,
          city: 'Cieza',
          phone: '600000000',
          firstLine: '<img src=x onerror=alert(1)>',
          privacyAccepted: true,
          communicationConsent: false,
          status: 'contacted',
          source: { ...campaignSource, referrerHost: null },
          estimate: null,
          notification: { status: 'failed', attempts: 8, lastError: 'SMTP 550', sentAt: null },
        },
      ],
    })
  })

  it('exports every match: the same function with no limit, then all their notes in one call', async () => {
    const note = {
      lead_id: id,
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      body: 'Llamar el lunes',
      created_at: '2026-03-06T10:00:00+00:00',
      author_email: 'gerencia@example.com',
    }
    const { inbox, sent } = fakeSupabase((request) =>
      request.url.pathname === '/rest/v1/rpc/lead_notes_of'
        ? { status: 200, body: [note] }
        : { status: 200, body: { total: 1, rows: [row] } },
    )
    const leads = await inbox.export({ query: '', status: 'all', source: null, includeTests: true }, caller)
    expect(sent.map((request) => request.url.pathname)).toEqual([
      '/rest/v1/rpc/leads_inbox',
      '/rest/v1/rpc/lead_notes_of',
    ])
    expect(sent[1]!.body).toEqual({ lead_ids: [id] })
    expect(leads[0]!.notes).toEqual([
      { id: note.id, body: 'Llamar el lunes', at: '2026-03-06T10:00:00.000Z', by: 'gerencia@example.com' },
    ])
    expect(sent[0]!.body).toEqual({
      search: null,
      state: 'all',
      source: null,
      page_limit: null,
      page_offset: 0,
      include_tests: true,
    })
    expect(leads).toMatchObject([{ id, message: row.message, company: null }])
  })

  it('reads one lead from the lead_inbox_entries view', async () => {
    const { inbox, sent } = fakeSupabase(() => ({ status: 200, body: [row] }))
    expect(await inbox.get(id, caller)).toMatchObject({ id, message: row.message })
    expect(sent[0]!.url.pathname).toBe('/rest/v1/lead_inbox_entries')
    expect(sent[0]!.url.searchParams.get('id')).toBe(`eq.${id}`)
    expect(sent[0]!.headers.get('apikey')).toBe('session-key')
  })

  it('answers null for a lead it cannot see', async () => {
    const { inbox } = fakeSupabase(() => ({ status: 200, body: [] }))
    expect(await inbox.get(id, caller)).toBeNull()
  })

  it('moves a lead through set_lead_status, sending only the id and the state', async () => {
    const { inbox, sent } = fakeSupabase(() => ({ status: 200, body: 'won' }))
    expect(await inbox.setStatus(id, 'won', caller)).toBe('won')
    expect(sent[0]!.url.pathname).toBe('/rest/v1/rpc/set_lead_status')
    expect(sent[0]!.body).toEqual({ lead_id: id, new_status: 'won' })
  })

  it('adds a note through add_lead_note, sending only the id and the text', async () => {
    const { inbox, sent } = fakeSupabase(() => ({
      status: 200,
      body: 'f2b8c3d4-0000-4000-8000-000000000001',
    }))
    await inbox.addNote(id, 'Llamar el lunes', caller)
    expect(sent[0]!.url.pathname).toBe('/rest/v1/rpc/add_lead_note')
    expect(sent[0]!.body).toEqual({ lead_id: id, body: 'Llamar el lunes' })
  })

  it('reads the history and the notes from their tables, oldest first', async () => {
    const { inbox, sent } = fakeSupabase((request) =>
      request.url.pathname.endsWith('lead_status_changes')
        ? {
            status: 200,
            body: [
              {
                from_status: 'new',
                to_status: 'contacted',
                changed_at: '2026-03-06T08:00:00+00:00',
                changed_by_email: 'gerencia@example.com',
              },
            ],
          }
        : {
            status: 200,
            body: [{ id: 'n1', body: 'Nota', created_at: '2026-03-06T08:05:00+00:00', author_email: null }],
          },
    )
    expect(await inbox.activity(id, caller)).toEqual({
      changes: [{ from: 'new', to: 'contacted', at: '2026-03-06T08:00:00.000Z', by: 'gerencia@example.com' }],
      notes: [{ id: 'n1', body: 'Nota', at: '2026-03-06T08:05:00.000Z', by: null }],
    })
    for (const request of sent) {
      expect(request.url.searchParams.get('lead_id')).toBe(`eq.${id}`)
      expect(request.headers.get('apikey')).toBe('session-key')
    }
  })

  it('counts the results through lead_results', async () => {
    const { inbox, sent } = fakeSupabase(() => ({
      status: 200,
      body: {
        pages: [{ page: '/', last30: 2, last90: 5, estimates90: 1 }],
        weeks: [{ week: '2026-11-23', count: 2 }],
      },
    }))
    expect(await inbox.results(caller)).toEqual({
      pages: [{ page: '/', last30: 2, last90: 5, estimates90: 1 }],
      weeks: [{ week: '2026-11-23', count: 2 }],
    })
    expect(sent[0]!.url.pathname).toBe('/rest/v1/rpc/lead_results')
  })

  it('turns a refusal into a DataError', async () => {
    const { inbox } = fakeSupabase(() => ({
      status: 403,
      body: { code: '42501', message: "only admins may change a lead's state" },
    }))
    await expect(inbox.setStatus(id, 'won', caller)).rejects.toBeInstanceOf(DataError)
    await expect(inbox.addNote(id, 'Nota', caller)).rejects.toBeInstanceOf(DataError)
    await expect(inbox.activity(id, caller)).rejects.toBeInstanceOf(DataError)
    await expect(
      inbox.list(
        { query: '', status: 'all', source: null, includeTests: false, page: 1, pageSize: 25 },
        caller,
      ),
    ).rejects.toBeInstanceOf(DataError)
  })
})
