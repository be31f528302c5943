import { dataOver } from '@/lib/data/backend'
import { localTransport } from '@/lib/data/local/backend'
import { vacuumingMissedPaths } from '@/lib/data/local/missed-paths-upkeep'
import { createTestDb } from '../support/database'

// PGlite has no autovacuum: every counted 404 rewrites a row of missed_paths,
// and the dead versions would pile up for ever. The local backend vacuums the
// table as it counts (every 1,000 paths; every 5 here); `npm run bench --
// --only missed-paths` measures the data folder over 100,000 paths.

type Db = Awaited<ReturnType<typeof createTestDb>>
const vacuumCount = async (db: Db) =>
  (
    await db.query<{ n: number }>(
      `select vacuum_count::int as n from pg_stat_user_tables where relid = 'public.missed_paths'::regclass`,
    )
  ).rows[0]!.n

it('vacuums missed_paths every so many counted paths, and counts every one', async () => {
  const db = await createTestDb()
  const counting = vacuumingMissedPaths(dataOver(localTransport(async () => db)).sitePaths, async () => db, 5)
  for (let i = 0; i < 4; i++) await counting.recordMiss(`/ruta-${i % 2}`)
  expect(await vacuumCount(db)).toBe(0)
  for (let i = 4; i < 11; i++) await counting.recordMiss(`/ruta-${i % 2}`)
  expect(await vacuumCount(db)).toBe(2)
  const hits = await db.query<{ path: string; hits: number }>(
    'select path, hits from public.missed_paths order by path',
  )
  expect(hits.rows).toEqual([
    { path: '/ruta-0', hits: 6 },
    { path: '/ruta-1', hits: 5 },
  ])
  await db.close()
}, 120_000)
