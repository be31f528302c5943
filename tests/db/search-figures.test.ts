import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'

// Search Console's figures as the API roles meet them on both engines: admins
// import a period, read it back with the leads from a Google search and the
// publish days; the same import twice changes nothing; an overlapping one asks
// first and replaces in one step; nobody else reads or writes any of it.

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }

const figures = (clicks: number) => [
  { address: '/', page: true, clicks, impressions: 200, position: 4.256 },
  { address: 'https://example.com/vieja', page: false, clicks: 1, impressions: 10, position: 12 },
]

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine, {
    emptyBeforeEach: ['public.search_periods', 'public.leads', 'public.page_versions'],
  })
  const { run } = world

  const importPeriod = async (
    caller: Caller,
    [startsOn, endsOn]: [string, string],
    rows: unknown[],
    replace = false,
  ) =>
    (
      await run(caller, 'select public.import_search_period($1, $2, $3, $4) as answer', [
        startsOn,
        endsOn,
        JSON.stringify(rows),
        replace,
      ])
    ).rows[0]!.answer as Record<string, unknown>
  const overview = async (caller: Caller = world.admin) =>
    (await run(caller, 'select public.search_overview() as answer')).rows[0]!.answer as {
      periods: unknown[]
      figures: { startsOn: string; address: string; clicks: number; position: number | null }[]
      leads: unknown[]
      publishes: unknown[]
    }
  const november: [string, string] = ['2026-11-01', '2026-11-30']

  it('stores a period’s figures, position to two decimals, and reads them back', async () => {
    expect(await importPeriod(world.admin, november, figures(12))).toEqual({ saved: true, replaced: [] })
    const read = await overview()
    expect(read.periods).toEqual([{ startsOn: '2026-11-01', endsOn: '2026-11-30' }])
    expect(read.figures).toEqual([
      { startsOn: '2026-11-01', address: '/', page: true, clicks: 12, impressions: 200, position: 4.26 },
      {
        startsOn: '2026-11-01',
        address: 'https://example.com/vieja',
        page: false,
        clicks: 1,
        impressions: 10,
        position: 12,
      },
    ])
  })

  it('changes nothing when the same period comes again with the same figures', async () => {
    await importPeriod(world.admin, november, figures(12))
    const before = await world.db.query('select imported_at::text as at from public.search_periods')
    expect(await importPeriod(world.admin, november, figures(12))).toEqual({
      saved: false,
      reason: 'unchanged',
    })
    expect((await world.db.query('select imported_at::text as at from public.search_periods')).rows).toEqual(
      before.rows,
    )
  })

  it('asks before replacing an overlapping period, then replaces every one it overlaps at once', async () => {
    await importPeriod(world.admin, ['2026-10-01', '2026-10-31'], figures(3))
    await importPeriod(world.admin, november, figures(12))
    const december: [string, string] = ['2026-10-15', '2026-11-14']
    expect(await importPeriod(world.admin, december, figures(5))).toEqual({
      saved: false,
      reason: 'overlap',
      periods: [
        { startsOn: '2026-10-01', endsOn: '2026-10-31' },
        { startsOn: '2026-11-01', endsOn: '2026-11-30' },
      ],
    })
    expect((await overview()).periods).toHaveLength(2)
    expect(await importPeriod(world.admin, november, figures(13))).toMatchObject({ reason: 'overlap' })
    expect(await importPeriod(world.admin, december, figures(5), true)).toMatchObject({ saved: true })
    const read = await overview()
    expect(read.periods).toEqual([{ startsOn: '2026-10-15', endsOn: '2026-11-14' }])
    expect(read.figures.map((row) => row.clicks)).toEqual([5, 1])
  })

  it('stores nothing of an import a row of which breaks a rule', async () => {
    await importPeriod(world.admin, november, figures(12))
    const broken = [
      ...figures(1),
      { address: 'no es una ruta', page: true, clicks: 1, impressions: 1, position: 1 },
    ]
    await expect(importPeriod(world.admin, ['2026-11-10', '2026-12-09'], broken, true)).rejects.toThrow(
      /check constraint/,
    )
    expect((await overview()).periods).toEqual([{ startsOn: '2026-11-01', endsOn: '2026-11-30' }])
    await expect(importPeriod(world.admin, ['2026-12-31', '2026-12-01'], figures(1))).rejects.toThrow(
      /check constraint/,
    )
  })

  it('counts each page’s leads from a Google search in the period, and the days pages were published', async () => {
    await importPeriod(world.admin, november, figures(12))
    const lead = (at: string, host: string | null, email = 'ana@example.com') =>
      world.db.query(
        `insert into public.leads (email, name, city, message, privacy_accepted, source_page, referrer_host, created_at)
         values ($1, 'Ana', 'Cieza', 'Quiero placas', true, '/', $2, $3)`,
        [email, host, at],
      )
    await lead('2026-11-02T10:00:00Z', 'www.google.es')
    await lead('2026-11-30T23:30:00Z', 'google.com') // 1 December in Madrid: outside
    await lead('2026-11-03T10:00:00Z', 'www.bing.com')
    await lead('2026-11-04T10:00:00Z', null)
    await lead('2026-11-05T10:00:00Z', 'google.co.uk')
    await lead('2026-11-06T10:00:00Z', 'notgoogle.es')
    await world.db.query(
      `insert into public.page_versions (path, part, kind, record, created_at)
       values ('/', 'seo', 'publish', '{}', '2026-11-10T09:00:00Z'), ('/', 'content', 'publish', '{}', '2026-11-10T12:00:00Z'),
              ('/', 'content', 'draft', '{}', '2026-11-12T12:00:00Z')`,
    )
    const read = await overview()
    expect(read.leads).toEqual([{ startsOn: '2026-11-01', page: '/', leads: 2 }])
    expect(read.publishes).toEqual([{ page: '/', day: '2026-11-10' }])
  })

  it('lets admins only import and read, and nobody write the tables but through the import', async () => {
    for (const caller of [anon, server])
      await expect(importPeriod(caller, november, figures(1))).rejects.toThrow(/permission denied/)
    await expect(importPeriod(world.staff, november, figures(1))).rejects.toThrow(/row-level security/)
    await importPeriod(world.admin, november, figures(1))
    for (const caller of [anon, server]) await expect(overview(caller)).rejects.toThrow(/permission denied/)
    expect(await overview(world.staff)).toEqual({ periods: [], figures: [], leads: [], publishes: [] })
    for (const caller of [anon, server])
      await expect(run(caller, 'select * from public.search_figures')).rejects.toThrow(/permission denied/)
    await expect(run(world.admin, `update public.search_figures set clicks = 99`)).rejects.toThrow(
      /permission denied/,
    )
    await run(world.staff, 'delete from public.search_periods')
    expect((await overview()).periods).toHaveLength(1)
  })
})
