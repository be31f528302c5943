import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'

// What the database adds for redirects staff can trust, as the API roles meet
// it on both engines: the site's server counts a redirect's answers (a counter
// and a time on an existing rule, nothing per request); a save refuses a staff
// page's address as a source and an unpublished staff page as a target; an
// admin puts a removed redirect back with its count; a failing address keeps
// the page that linked to it (origin and path only) and may be ignored.

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const { run } = world
  beforeEach(() =>
    world.db.exec(
      'delete from public.site_redirects; delete from public.missed_paths; delete from public.staff_pages',
    ),
  )

  const save = async (caller: Caller, source: string, destination: string) =>
    (
      await run(caller, 'select public.save_site_redirect(null, $1, $2, true, 0) as answer', [
        source,
        destination,
      ])
    ).rows[0]!.answer as { saved: boolean; reason?: string }
  const hit = (caller: Caller, source: string) =>
    run(caller, 'select public.record_redirect_hit($1)', [source])
  const listed = async () =>
    (await run(world.admin, 'select public.site_redirects_list() as list')).rows[0]!.list as {
      source: string
      hits: number
      lastHitAt: string | null
    }[]
  const missed = async (caller: Caller = world.admin) =>
    (await run(caller, 'select public.missed_paths_list() as list')).rows[0]!.list as {
      path: string
      referrer: string | null
      ignored: boolean
    }[]
  const staffPage = (path: string, status: string) =>
    world.db.query(`insert into public.staff_pages (path, template, status) values ($1, 'guia', $2)`, [
      path,
      status,
    ])

  it('counts a redirect’s answers as the server, on existing rules only, and lists the count and last use', async () => {
    await save(world.admin, '/viejo', '/')
    expect(await listed()).toMatchObject([{ source: '/viejo', hits: 0, lastHitAt: null }])
    await hit(server, '/viejo')
    await hit(server, '/viejo')
    await hit(server, '/no-es-una-regla')
    const [row] = await listed()
    expect(row).toMatchObject({ source: '/viejo', hits: 2 })
    expect(row!.lastHitAt).not.toBeNull()
    expect((await world.db.query('select count(*)::int as n from public.site_redirects')).rows).toEqual([
      { n: 1 },
    ])
    await world.db.exec(`update public.site_redirects set hits = 1000000000`)
    await hit(server, '/viejo')
    expect((await listed())[0]!.hits).toBe(1000000000)
  })

  it('lets neither visitors nor accounts count, and the server write nothing else of a redirect', async () => {
    await save(world.admin, '/viejo', '/')
    for (const caller of [anon, world.admin, world.staff])
      await expect(hit(caller, '/viejo')).rejects.toThrow(/permission denied/)
    await expect(
      run(
        server,
        `update public.site_redirects set destination = 'https://example.com' where source = '/viejo'`,
      ),
    ).rejects.toThrow(/permission denied/)
    expect((await listed())[0]!.hits).toBe(0)
  })

  it('refuses a staff page’s address as a source, published or not, and an unpublished one as a target', async () => {
    await staffPage('/guia-publicada', 'published')
    await staffPage('/guia-borrador', 'draft')
    await staffPage('/guia-retirada', 'unpublished')
    for (const source of ['/guia-publicada', '/guia-borrador', '/guia-retirada'])
      expect(await save(world.admin, source, '/')).toMatchObject({ saved: false, reason: 'staff-page' })
    for (const destination of ['/guia-borrador', '/guia-retirada'])
      expect(await save(world.admin, '/viejo', destination)).toMatchObject({
        saved: false,
        reason: 'missing',
      })
    expect(await save(world.admin, '/viejo', '/guia-publicada')).toMatchObject({ saved: true })
    await expect(save(world.staff, '/otro', '/')).rejects.toThrow(/row-level security/)
    await expect(save(anon, '/otro', '/')).rejects.toThrow(/permission denied/)
    expect((await listed()).map((row) => row.source)).toEqual(['/viejo'])
  })

  it('puts a removed redirect back with its count, as an admin only, checked as a new one', async () => {
    const restore = (caller: Caller, source: string) =>
      run(
        caller,
        `select public.restore_site_redirect($1, '/', false, 12, '2026-11-27T10:00:00Z') as answer`,
        [source],
      )
    expect((await restore(world.admin, '/viejo')).rows[0]!.answer).toMatchObject({ saved: true })
    const { rows } = await world.db.query(
      `select source, permanent, hits, last_hit_at = '2026-11-27T10:00:00Z' as same_time from public.site_redirects`,
    )
    expect(rows).toEqual([{ source: '/viejo', permanent: false, hits: 12, same_time: true }])
    expect((await restore(world.admin, '/viejo')).rows[0]!.answer).toMatchObject({
      saved: false,
      reason: 'taken',
    })
    await expect(restore(world.staff, '/otro')).rejects.toThrow(/row-level security/)
    await expect(restore(anon, '/otro')).rejects.toThrow(/permission denied/)
    await expect(restore(server, '/otro')).rejects.toThrow(/permission denied/)
  })

  it('keeps the page that linked to a failing address in the stored form only, the latest one given', async () => {
    const miss = (path: string, referrer: string | null) =>
      run(server, 'select public.record_missed_path($1, $2)', [path, referrer])
    await miss('/perdida', 'https://buscador.example.com/resultados')
    await miss('/perdida', null)
    expect((await missed())[0]).toMatchObject({
      path: '/perdida',
      referrer: 'https://buscador.example.com/resultados',
    })
    // A query, a fragment, another scheme or too long: the path still counted, the referrer left out.
    for (const [index, referrer] of [
      'https://example.com/a?q=secreto',
      'https://example.com/a#b',
      'ftp://example.com/a',
      `https://example.com/${'x'.repeat(300)}`,
    ].entries())
      await miss(`/otra-${index}`, referrer)
    const others = (await missed()).filter((row) => row.path.startsWith('/otra-'))
    expect(others.map((row) => row.referrer)).toEqual([null, null, null, null])
    await expect(
      world.db.query(`update public.missed_paths set referrer = 'https://example.com/?q=1'`),
    ).rejects.toThrow(/violates check constraint/)
  })

  it('lets an admin ignore a failing address and show it again; nobody else', async () => {
    await run(server, `select public.record_missed_path('/perdida')`)
    const ignore = (caller: Caller, ignored: boolean) =>
      run(caller, 'select public.set_missed_path_ignored($1, $2)', ['/perdida', ignored])
    await ignore(world.admin, true)
    expect((await missed())[0]).toMatchObject({ path: '/perdida', ignored: true })
    // Counted again, it stays ignored.
    await run(server, `select public.record_missed_path('/perdida')`)
    expect((await missed())[0]).toMatchObject({ ignored: true })
    await ignore(world.staff, false)
    expect((await missed())[0]).toMatchObject({ ignored: true })
    await expect(ignore(anon, false)).rejects.toThrow(/permission denied/)
    await expect(ignore(server, false)).rejects.toThrow(/permission denied/)
    await expect(
      run(world.admin, `update public.missed_paths set hits = 5 where path = '/perdida'`),
    ).rejects.toThrow(/permission denied/)
    await ignore(world.admin, false)
    expect((await missed())[0]).toMatchObject({ ignored: false })
  })
})
