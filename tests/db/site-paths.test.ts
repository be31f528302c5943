import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'

// Staff redirects and the addresses that fail, on the real SQL and as the API
// roles meet them: admins list, add, change and remove redirects, compare-and-set
// on the revision and never into a chain; the site's server reads a redirect and
// counts a 404, in a list bounded to the 500 most recent paths with capped
// counts and the bots' probes for files grouped apart; visitors reach nothing.

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }

type Answer = { saved: boolean; reason?: string; revision: number; changedByEmail: string | null }

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const { run } = world
  beforeEach(() => world.db.exec('delete from public.site_redirects; delete from public.missed_paths'))

  const save = async (
    caller: Caller,
    rule: {
      original?: string | null
      source: string
      destination: string
      permanent?: boolean
      basedOn?: number
    },
  ) =>
    (
      await run(caller, 'select public.save_site_redirect($1, $2, $3, $4, $5) as answer', [
        rule.original ?? null,
        rule.source,
        rule.destination,
        rule.permanent ?? true,
        rule.basedOn ?? 0,
      ])
    ).rows[0]!.answer as Answer
  const remove = async (caller: Caller, source: string, basedOn: number) =>
    (await run(caller, 'select public.delete_site_redirect($1, $2) as answer', [source, basedOn])).rows[0]!
      .answer as Answer
  const redirectFrom = async (caller: Caller, path: string) =>
    (await run(caller, 'select public.site_redirect_from($1) as answer', [path])).rows[0]!.answer
  const miss = (path: string) => run(server, 'select public.record_missed_path($1)', [path])
  const missed = async () =>
    (await run(world.admin, 'select public.missed_paths_list() as list', [])).rows[0]!.list as {
      path: string
      kind: string
      hits: number
    }[]

  it('lets an admin add, list, change and remove a redirect, each change based on the revision it saw', async () => {
    expect(await save(world.admin, { source: '/viejo', destination: '/nuevo' })).toMatchObject({
      saved: true,
      revision: 1,
    })
    const [listed] = (await run(world.admin, 'select public.site_redirects_list() as list', [])).rows[0]!
      .list as Record<string, unknown>[]
    expect(listed).toMatchObject({
      source: '/viejo',
      destination: '/nuevo',
      permanent: true,
      revision: 1,
      updatedByEmail: 'admin@example.com',
    })

    // A second admin's form opened at revision 1 changes it to a 307 at a new source.
    const changed = await save(world.admin, {
      original: '/viejo',
      source: '/antiguo',
      destination: 'https://example.com/otra',
      permanent: false,
      basedOn: 1,
    })
    expect(changed).toMatchObject({ saved: true, revision: 2 })
    expect(await redirectFrom(server, '/antiguo')).toEqual({
      destination: 'https://example.com/otra',
      permanent: false,
    })
    expect(await redirectFrom(server, '/viejo')).toBeNull()

    // A form still at revision 1 stores nothing and hears who changed it.
    expect(
      await save(world.admin, { original: '/antiguo', source: '/antiguo', destination: '/x', basedOn: 1 }),
    ).toMatchObject({ saved: false, reason: 'changed', revision: 2, changedByEmail: 'admin@example.com' })
    expect(await remove(world.admin, '/antiguo', 1)).toMatchObject({
      saved: false,
      reason: 'changed',
      revision: 2,
    })
    expect(await redirectFrom(server, '/antiguo')).not.toBeNull()
    expect(await remove(world.admin, '/antiguo', 2)).toMatchObject({ saved: true })
    expect(await redirectFrom(server, '/antiguo')).toBeNull()
  })

  it('refuses a source that has a redirect already, and any chain of two hops', async () => {
    await save(world.admin, { source: '/a', destination: '/b' })
    expect(await save(world.admin, { source: '/a', destination: '/c' })).toMatchObject({
      saved: false,
      reason: 'taken',
    })
    // Into a redirect's source, or out of a redirect's destination.
    expect(await save(world.admin, { source: '/z', destination: '/a' })).toMatchObject({
      saved: false,
      reason: 'chain',
    })
    expect(await save(world.admin, { source: '/b', destination: '/c' })).toMatchObject({
      saved: false,
      reason: 'chain',
    })
    const { rows } = await world.db.query('select source from public.site_redirects order by source')
    expect(rows).toEqual([{ source: '/a' }])
  })

  it('keeps paths in the shape the site writes them', async () => {
    for (const [source, destination] of [
      ['/Mayusculas', '/x'],
      ['/con espacio', '/x'],
      ['/con?consulta', '/x'],
      ['sin-barra', '/x'],
      ['/barra-final/', '/x'],
      ['/x1', 'http://inseguro.example.com'],
      ['/x2', 'javascript:alert(1)'],
      ['/x3', '/x3'],
    ]) {
      await expect(save(world.admin, { source: source!, destination: destination! })).rejects.toThrow(
        /violates check constraint/,
      )
    }
  })

  it('counts each miss per path, newest first, with bots probing for files grouped apart', async () => {
    await miss('/placas-cieza')
    await miss('/placas-cieza')
    for (const probe of [
      '/wp-login.php',
      '/.env',
      '/.git/config',
      '/wp-admin/setup',
      '/cgi-bin/x',
      '/backup.zip',
    ])
      await miss(probe)
    await miss('/pagina-antigua.html')
    const list = await missed()
    expect(list.find((row) => row.path === '/placas-cieza')).toMatchObject({ kind: 'visitante', hits: 2 })
    expect(list.find((row) => row.path === '/pagina-antigua.html')).toMatchObject({
      kind: 'visitante',
      hits: 1,
    })
    expect(
      list
        .filter((row) => row.kind === 'sondeo')
        .map((row) => row.path)
        .sort(),
    ).toEqual(
      ['/.env', '/.git/config', '/backup.zip', '/cgi-bin/x', '/wp-admin/setup', '/wp-login.php'].sort(),
    )
    // Not a path: counted nothing.
    await miss('sin-barra')
    await miss(`/${'x'.repeat(300)}`)
    await miss('/control\u0001')
    expect(await missed()).toHaveLength(list.length)
  })

  it('keeps the 500 most recently seen paths and caps a count', async () => {
    await world.db.exec(`insert into public.missed_paths (path, kind, hits, last_seen)
      select '/p' || i, 'visitante', 1, now() - make_interval(mins => 1000 - i) from generate_series(1, 500) i`)
    await world.db.exec(`update public.missed_paths set hits = 1000000 where path = '/p500'`)
    await miss('/p500')
    await miss('/nueva')
    const list = await missed()
    expect(list).toHaveLength(500)
    expect(list[0]).toMatchObject({ path: '/nueva', hits: 1 })
    expect(list.find((row) => row.path === '/p500')).toMatchObject({ hits: 1000000 })
    expect(list.some((row) => row.path === '/p1')).toBe(false)
    expect(list.some((row) => row.path === '/p2')).toBe(true)
  })

  it('takes a path off the failing list once a redirect is saved for it', async () => {
    await miss('/viejo')
    await save(world.admin, { source: '/viejo', destination: '/nuevo' })
    expect(await missed()).toEqual([])
  })

  it('gives visitors nothing, the server key the reading and counting, and an account that is not admin nothing', async () => {
    await save(world.admin, { source: '/viejo', destination: '/nuevo' })
    await miss('/perdido')
    for (const fn of ['site_redirect_from($1)', 'record_missed_path($1)', 'site_redirect_state($1)']) {
      await expect(run(anon, `select public.${fn}`, ['/viejo'])).rejects.toThrow(/permission denied/)
    }
    await expect(run(anon, 'select * from public.site_redirects')).rejects.toThrow(/permission denied/)
    await expect(run(anon, 'select * from public.missed_paths')).rejects.toThrow(/permission denied/)
    await expect(save(anon, { source: '/a', destination: '/b' })).rejects.toThrow(/permission denied/)

    await expect(save(server, { source: '/a', destination: '/b' })).rejects.toThrow(/permission denied/)
    await expect(run(server, 'select public.missed_paths_list()')).rejects.toThrow(/permission denied/)

    // Signed in without the admin right: row-level security shows and takes nothing.
    expect((await run(world.staff, 'select public.site_redirects_list() as list')).rows[0]!.list).toEqual([])
    expect((await run(world.staff, 'select public.missed_paths_list() as list')).rows[0]!.list).toEqual([])
    await expect(save(world.staff, { source: '/a', destination: '/b' })).rejects.toThrow(/row-level security/)
    await remove(world.staff, '/viejo', 0)
    expect(await redirectFrom(server, '/viejo')).toEqual({ destination: '/nuevo', permanent: true })
    await run(world.staff, 'delete from public.missed_paths')
    expect(await missed()).toHaveLength(1)
  })
})
