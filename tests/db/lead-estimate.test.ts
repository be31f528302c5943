import type { PGlite } from '@electric-sql/pglite'
import { dataOver } from '@/lib/data/backend'
import { localTransport } from '@/lib/data/local/backend'
import { anon, server } from '@/lib/data/transport'
import type { AdminCaller } from '@/lib/data/types'
import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'
import { leadRow, sampleEstimate, sampleLead } from '../support/leads'

// The savings estimate a lead may carry (public.leads.savings_estimate), on
// real SQL as each API role meets it: the site's server stores it, the
// database refuses a value of another shape or too big, admins read it
// through the inbox and count it in the results, and nobody else reads it.

const allLeads = { query: '', status: 'all', source: null, includeTests: false } as const

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine, { emptyBeforeEach: ['public.leads'] })
  const { run } = world
  // The local backend's own reads and writes, over either engine (PostgreSQL's adapter has PGlite's shape).
  const backend = () => dataOver(localTransport(async () => world.db as unknown as PGlite))
  const admin = () => world.admin as AdminCaller

  /** Inserts a lead with `estimate` as the caller. */
  const insertWith = (caller: Caller, estimate: unknown) =>
    run(
      caller,
      `insert into public.leads (email, name, city, message, privacy_accepted, savings_estimate)
       values ($1, $2, $3, $4, $5, $6::jsonb)`,
      [...Object.values(leadRow()), JSON.stringify(estimate)],
    )

  it('keeps the estimate the site stores with a lead, and gives it back to an admin in the inbox and its export', async () => {
    const withEstimate = sampleLead({ name: 'Con cálculo', estimate: sampleEstimate })
    const without = sampleLead({ name: 'Sin cálculo' })
    await backend().leads.insert(withEstimate)
    await backend().leads.insert(without)

    expect((await backend().leadsInbox.get(withEstimate.id, admin()))?.estimate).toEqual(sampleEstimate)
    expect((await backend().leadsInbox.get(without.id, admin()))?.estimate).toBeNull()
    const listed = await backend().leadsInbox.list({ ...allLeads, page: 1, pageSize: 25 }, admin())
    expect(Object.fromEntries(listed.leads.map((lead) => [lead.name, lead.estimate]))).toEqual({
      'Con cálculo': sampleEstimate,
      'Sin cálculo': null,
    })
    const exported = await backend().leadsInbox.export(allLeads, admin())
    expect(exported.find((lead) => lead.id === withEstimate.id)?.estimate).toEqual(sampleEstimate)
  })

  it('hands the estimate to the notification with the rest of the stored lead', async () => {
    await insertWith(server, sampleEstimate)
    const [claimed] = (await run(server, 'select lead from public.claim_lead_notifications(null, 1, 60)'))
      .rows as { lead: { savings_estimate: unknown } }[]
    expect(claimed!.lead.savings_estimate).toEqual(sampleEstimate)
  })

  it.each([
    ['a list instead of an object', [sampleEstimate]],
    ['a missing summary', { ...sampleEstimate, summary: undefined }],
    ['a key of its own', { ...sampleEstimate, script: 'x' }],
    ['an empty summary', { ...sampleEstimate, summary: [] }],
    ['a summary line without a value', { ...sampleEstimate, summary: [{ label: 'Ahorro' }] }],
    [
      'a summary line whose value is a number',
      { ...sampleEstimate, summary: [{ label: 'Ahorro', value: 700 }] },
    ],
    ['inputs that are not an object', { ...sampleEstimate, input: 'Cieza' }],
    ['a version that is a number', { ...sampleEstimate, version: 3 }],
    ['an empty version', { ...sampleEstimate, version: '' }],
    ['41 summary lines', { ...sampleEstimate, summary: Array(41).fill({ label: 'a', value: 'b' }) }],
    ['more than 32 kB', { ...sampleEstimate, input: { note: 'x'.repeat(32800) } }],
  ])('refuses %s, even from the site’s server', async (_, estimate) => {
    await expect(insertWith(server, estimate)).rejects.toThrow(/leads_savings_estimate_(shape|size)/)
    expect(
      (await world.db.query<{ n: number }>('select count(*)::int as n from public.leads')).rows[0]!.n,
    ).toBe(0)
  })

  it('lets no visitor nor signed-in account store or read an estimate', async () => {
    for (const caller of [anon, world.staff, world.admin])
      await expect(insertWith(caller, sampleEstimate)).rejects.toThrow(/permission denied|row-level security/)
    await insertWith(server, sampleEstimate)
    await expect(run(anon, 'select savings_estimate from public.lead_inbox_entries')).rejects.toThrow(
      /permission denied/,
    )
    expect((await run(world.staff, 'select savings_estimate from public.lead_inbox_entries')).rows).toEqual(
      [],
    )
    expect((await run(world.admin, 'select savings_estimate from public.lead_inbox_entries')).rows).toEqual([
      { savings_estimate: sampleEstimate },
    ])
  })

  it('counts, per page, the last 90 days’ leads that came with an estimate, for admins only', async () => {
    const at = (days: number, page: string | null, estimate: unknown, email = 'ana@example.com') =>
      world.db.query(
        `insert into public.leads (created_at, email, name, city, message, privacy_accepted, source_page, savings_estimate)
         values (now() - make_interval(days => $1), $2, 'Ana', 'Cieza', 'Hola', true, $3, $4::jsonb)`,
        [days, email, page, estimate === null ? null : JSON.stringify(estimate)],
      )
    const calculator = '/calcular-ahorro-placas-solares'
    await at(1, calculator, sampleEstimate)
    await at(40, calculator, sampleEstimate)
    await at(2, calculator, null)
    await at(100, calculator, sampleEstimate)
    await at(3, '/', null)
    await at(1, calculator, sampleEstimate, 'e2e@pruebas.example.com')
    const results = await backend().leadsInbox.results(admin())
    expect(results.pages).toEqual([
      { page: calculator, last30: 2, last90: 3, estimates90: 2 },
      { page: '/', last30: 1, last90: 1, estimates90: 0 },
    ])
    expect(await backend().leadsInbox.results(world.staff as AdminCaller)).toEqual({ pages: [], weeks: [] })
    await expect(run(anon, 'select public.lead_results()')).rejects.toThrow(/permission denied/)
  })
})

describe.each(engines)('the claim of a page’s redraw, on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const claim = (caller: Caller, reason: string) =>
    world.value<boolean>(caller, `public.claim_page_regeneration('/calcular-ahorro-placas-solares', $1)`, [
      reason,
    ])

  it('answers the site’s server true once per new reason, so one run of all redraws the page', async () => {
    expect(await claim(server, 'ayuda terminada el 2026-11-28')).toBe(true)
    expect(await claim(server, 'ayuda terminada el 2026-11-28')).toBe(false)
    const together = await Promise.all([1, 2, 3].map(() => claim(server, 'ayuda terminada el 2026-12-31')))
    expect(together.filter(Boolean)).toHaveLength(1)
  })

  it('may not be called by a visitor nor a signed-in account', async () => {
    for (const caller of [anon, world.staff, world.admin])
      await expect(claim(caller, 'otra')).rejects.toThrow(
        /permission denied for function claim_page_regeneration/,
      )
  })
})
