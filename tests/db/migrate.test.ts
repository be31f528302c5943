import { migrate } from '@/lib/db/migrate'
import {
  allMigrations,
  buildPreSquashDatabase,
  databaseForEachTest,
  migrationsBeforeSquash,
  recordedMigrations,
  recordMigrations,
} from '../support/database'
import { openEmptyPGlite } from '../support/pglite-snapshot'

// The migrator counts a migration by its version, the digits before the first
// '_' of its name, as Supabase does: the baseline 20261128000000_schema is the
// 20261128000000_page_content that the release before the squash recorded
// last. A database from before that migration cannot take the baseline and is
// refused, untouched.

const world = databaseForEachTest(openEmptyPGlite)

/** Every table, view, function and schema of the database with its owner's name: equal means untouched. */
const catalog = async () =>
  (
    await world.db.query(
      `select (select array_agg(oid::regclass::text order by oid) from pg_class where oid >= 16384) as relations,
              (select array_agg(oid::regprocedure::text order by oid) from pg_proc where oid >= 16384) as functions,
              (select array_agg(nspname order by oid) from pg_namespace) as schemas`,
    )
  ).rows

describe('migrate', () => {
  it('builds a fresh database from the baseline and the migrations after it, and has nothing to do the next time', async () => {
    expect(allMigrations[0]).toBe('20261128000000_schema')
    expect(await migrate(world.db)).toEqual(allMigrations)
    expect(await recordedMigrations(world.db)).toEqual(allMigrations)
    expect(
      (await world.db.query(`select to_regclass('public.page_versions') is not null as built`)).rows,
    ).toEqual([{ built: true }])
    expect(await migrate(world.db)).toEqual([])
  })

  it('counts the migrations a release before the squash recorded as the baseline, and runs only those after it', async () => {
    await buildPreSquashDatabase(world.db)
    await world.db.query(
      `insert into public.seo_pages (path, title, description, h1) values ('/', 'Inicio', 'D', 'H')`,
    )

    const later = allMigrations.slice(1)
    expect(await migrate(world.db)).toEqual(later)
    expect(await recordedMigrations(world.db)).toEqual([...migrationsBeforeSquash, ...later])
    expect((await world.db.query('select title from public.seo_pages')).rows).toEqual([{ title: 'Inicio' }])
  })

  it('refuses a database made before the page-content migration, naming the release that brings it up, and changes nothing', async () => {
    const beforePageContent = migrationsBeforeSquash.filter((name) => !name.startsWith('20261128000000'))
    await recordMigrations(world.db, beforePageContent)
    await world.db
      .exec(`create table public.leads (id uuid primary key, name text); insert into public.leads values
      ('00000000-0000-4000-8000-000000000001', 'Ana')`)
    const before = await catalog()

    const refusal = migrate(world.db)
    await expect(refusal).rejects.toThrow(/made by a release older than migration 20261128000000/)
    await expect(refusal).rejects.toThrow(/Start the release of commit 104631a \(on main\) once on this data/)
    expect(await catalog()).toEqual(before)
    expect(await recordedMigrations(world.db)).toEqual(beforePageContent)
    expect((await world.db.query('select name from public.leads')).rows).toEqual([{ name: 'Ana' }])
  })
})
