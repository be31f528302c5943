import { readdirSync } from 'node:fs'
import path from 'node:path'
import { isReservedPath } from '@/lib/paths'
import { insertSiteRows, RowsRefused } from '@/lib/backup/insert-rows'
import { migrate, migrationVersions } from '@/lib/db/migrate'
import { databaseWithAccounts } from '../support/database'
import { createEmptyDatabase, engines, type TestDatabase } from '../support/engines'

// What a staff redirect may be, as the table itself refuses it whoever
// writes: an admin through the API, the site's functions, a restored backup.
// No backslash anywhere (browsers read it as a slash: '/\otro.com' leaves the
// site), no source in a folder the site keeps for itself; the folders are the
// ones lib/paths/reserved.ts keeps.

const backslash = '\\'
const reservedSources = [
  '/api',
  '/api/cron/publicaciones',
  '/auth',
  '/auth/confirmar',
  '/fotos/a.webp',
  '/images/hero.webp',
  '/_next/static/chunk.js',
  '/seo-dashboard',
  '/seo-dashboard/redirecciones',
  '/.well-known/security.txt',
  '/bench-photo-hero',
]
const freeSources = ['/apis', '/fotos-de-instalaciones', '/authentico', '/benchmark', '/imagenes']

/** The folders the table's check names, read from the catalogue. */
async function sqlReservedFolders(db: TestDatabase) {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'public.site_redirects'::regclass and conname = 'site_redirects_source_not_reserved'`,
  )
  const alternatives = /\^\/\(([^)]+)\)\(\/\|\$\)/.exec(rows[0]!.definition)![1]!
  return alternatives.split('|').map((folder) => `/${folder.replace(/\\\./g, '.')}`)
}

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const { run } = world
  beforeEach(() => world.db.exec('delete from public.site_redirects'))

  const insertAs = (source: string, destination: string) =>
    run(world.admin, 'insert into public.site_redirects (source, destination) values ($1, $2)', [
      source,
      destination,
    ])
  const save = (source: string, destination: string) =>
    run(world.admin, 'select public.save_site_redirect(null, $1, $2, true, 0) as answer', [
      source,
      destination,
    ])
  const stored = async () =>
    (
      await world.db.query<{ source: string }>('select source from public.site_redirects order by 1')
    ).rows.map((row) => row.source)

  it('refuses a backslash in a source or a destination, written through the API or the save function', async () => {
    for (const [source, destination] of [
      ['/fuera', `/${backslash}otro.example.com`],
      ['/fuera', `https://example.com/a${backslash}b`],
      [`/vie${backslash}jo`, '/'],
    ] as const) {
      await expect(insertAs(source, destination)).rejects.toThrow(/site_redirects_no_backslash/)
      await expect(save(source, destination)).rejects.toThrow(/site_redirects_no_backslash/)
    }
    expect(await stored()).toEqual([])
  })

  it('refuses a source in a folder the site keeps for itself, and lets similar names through', async () => {
    for (const source of reservedSources) {
      await expect(insertAs(source, '/')).rejects.toThrow(/site_redirects_source_not_reserved/)
      await expect(save(source, '/')).rejects.toThrow(/site_redirects_source_not_reserved/)
    }
    for (const source of freeSources) await insertAs(source, '/')
    expect(await stored()).toEqual([...freeSources].sort())
  })

  it('names the same folders as the site’s own list: each one the table refuses, the site reserves, and the other way round', async () => {
    const folders = await sqlReservedFolders(world.db)
    for (const folder of folders) {
      expect([folder, isReservedPath(folder)]).toEqual([folder, true])
      expect([folder, isReservedPath(`${folder}/x`)]).toEqual([folder, true])
    }
    // Every folder of the app's routes and public files that the site reserves as a whole (the
    // route groups' folders included, Next.js's own two), the table refuses too.
    const root = process.cwd()
    const folderNames = (dir: string) =>
      readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    const topLevel = [
      ...folderNames('app'),
      ...folderNames('app')
        .filter((name) => /^\(.+\)$/.test(name))
        .flatMap((group) => folderNames(`app/${group}`)),
      ...folderNames('public'),
      '_next',
      '.well-known',
    ].filter((name) => !/^[([]/.test(name))
    const reservedAsFolders = topLevel
      .map((name) => `/${name}`)
      .filter((folder) => isReservedPath(`${folder}/cualquier-cosa`))
    expect(reservedAsFolders.length).toBeGreaterThan(5)
    for (const folder of reservedAsFolders)
      await expect(insertAs(`${folder}/cualquier-cosa`, '/')).rejects.toThrow(
        /site_redirects_(source_not_reserved|source_check)/,
      )
  })
})

describe.each(engines)('on %s, rows stored before the checks', (engine) => {
  const versionBefore = '20261204000200'
  const badRows = [
    { source: '/fuera', destination: `/${backslash}otro.example.com` },
    { source: '/api/viejo', destination: '/' },
    { source: '/bench-viejo', destination: '/' },
  ]
  const goodRow = { source: '/viejo', destination: '/instalacion-placas-murcia' }

  it('deletes the rows that break them when the checks arrive, and keeps the others', async () => {
    const db = await createEmptyDatabase(engine)
    try {
      await migrate(db, { upTo: versionBefore })
      for (const row of [...badRows, goodRow])
        await db.query('insert into public.site_redirects (source, destination) values ($1, $2)', [
          row.source,
          row.destination,
        ])
      await migrate(db)
      expect((await db.query('select source, destination from public.site_redirects')).rows).toEqual([
        goodRow,
      ])
    } finally {
      await db.close()
    }
  })

  it('restores a backup taken before them without the rows that break them', async () => {
    const db = await createEmptyDatabase(engine)
    try {
      await insertSiteRows(db, {
        schemaVersion: versionBefore,
        tables: { 'public.site_redirects': [...badRows, goodRow] },
      })
      expect((await db.query('select source, destination from public.site_redirects')).rows).toEqual([
        goodRow,
      ])
    } finally {
      await db.close()
    }
  })

  it('refuses to restore a backup taken since that holds such a row, as any row that breaks its table', async () => {
    const newest = (await migrationVersions()).at(-1)!
    const db = await createEmptyDatabase(engine)
    try {
      for (const bad of badRows) {
        const restore = insertSiteRows(db, {
          schemaVersion: newest,
          tables: { 'public.site_redirects': [goodRow, bad] },
        })
        await expect(restore).rejects.toThrow(RowsRefused)
        await expect(restore).rejects.toThrow(
          /public\.site_redirects .*site_redirects_(no_backslash|source_not_reserved)/,
        )
      }
      expect((await db.query('select source from public.site_redirects')).rows).toEqual([])
    } finally {
      await db.close()
    }
  })
})
