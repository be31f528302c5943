import { DataError } from '@/lib/data/types'
import { fakeFetch, secretKey, type Sent } from '../support/fake-supabase'
import { leadToColumns } from '@/supabase/functions/_shared/lead-fields'
import { blankLead, campaignSource, campaignSourceColumns, sampleLead } from '../support/leads'
import { townPageSeoColumns } from '../support/seo'
import { supabaseDataBackend } from '../support/supabase-data-backend'

// Supabase's hosted REST API is the one edge we cannot run here: a fake fetch
// records what our code sends and answers as PostgREST does.

function fakeSupabase(answer: (request: Sent) => { status: number; body: unknown }) {
  const { fetch, sent } = fakeFetch(answer)
  return { backend: supabaseDataBackend(fetch), sent }
}

const lead = sampleLead({
  id: '5f0c6f3e-2a51-4d7e-9d7a-2f7f3f1b8c11',
  phone: '600000000',
  message: 'Hola',
  communicationConsent: true,
  source: campaignSource,
})

describe('Supabase backend', () => {
  it("inserts a lead into leads with the form's columns, its source and the server's secret key", async () => {
    const { backend, sent } = fakeSupabase(() => ({ status: 201, body: undefined }))
    await backend.leads.insert(lead)
    expect(sent).toHaveLength(1)
    const [request] = sent
    expect(request!.method).toBe('POST')
    expect(request!.url.pathname).toBe('/rest/v1/leads')
    expect(request!.headers.get('apikey')).toBe(secretKey)
    expect(request!.body).toEqual({
      ...leadToColumns(blankLead),
      id: '5f0c6f3e-2a51-4d7e-9d7a-2f7f3f1b8c11',
      email: 'ana@example.com',
      name: 'Ana',
      company: null,
      city: 'Cieza',
      phone: '600000000',
      message: 'Hola',
      privacy_accepted: true,
      communication_consent: true,
      // A quote request without a savings estimate.
      savings_estimate: null,
      ...campaignSourceColumns,
    })
  })

  it('turns a refused insert into a DataError with the internal message', async () => {
    const { backend } = fakeSupabase(() => ({
      status: 401,
      body: { code: '42501', message: 'new row violates row-level security policy for table "leads"' },
    }))
    await expect(backend.leads.insert(lead)).rejects.toEqual(new DataError('Error al guardar los datos'))
  })

  it('selects one SEO record by path and maps it to the app type', async () => {
    const { backend, sent } = fakeSupabase(() => ({
      status: 200,
      body: {
        path: '/instalacion-placas-solares',
        ...townPageSeoColumns({ title: 'Placas solares', h1: 'H', h2_primary: 'H2', keywords: ['placas'] }),
        updated_at: '2026-11-20T10:00:00+00:00',
      },
    }))
    const record = await backend.seoPages.get('/instalacion-placas-solares')
    expect(sent[0]!.url.pathname).toBe('/rest/v1/seo_pages')
    expect(sent[0]!.url.searchParams.get('path')).toBe('eq./instalacion-placas-solares')
    expect(record).toMatchObject({
      h2Primary: 'H2',
      schemaType: 'Service',
      updatedAt: '2026-11-20T10:00:00.000Z',
    })
  })

  it('answers null when no SEO record is stored', async () => {
    const { backend } = fakeSupabase(() => ({ status: 200, body: null }))
    expect(await backend.seoPages.get('/nada')).toBeNull()
  })

  it('lists SEO records ordered by path', async () => {
    const { backend, sent } = fakeSupabase(() => ({ status: 200, body: [] }))
    expect(await backend.seoPages.list()).toEqual([])
    expect(sent[0]!.url.searchParams.get('order')).toBe('path.asc')
  })
})
