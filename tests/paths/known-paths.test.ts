import { createKnownPaths, REFRESH_MS, RETRY_MS, type PathLists } from '@/lib/paths/known-paths'
import { forgetKnownPaths, knownPathsGeneration } from '@/lib/paths/known-paths-signal'

// The proxy's lists of staff pages and redirects: read once, trusted for
// REFRESH_MS, read again at once after a change in this process; when they
// cannot be read, null (every path goes on to the catch-all) and one short
// log line per try, not one per request. A fixed clock drives the time.

function setUp(lists: () => PathLists | Promise<PathLists>) {
  let clock = 1_000_000
  const reads: number[] = []
  const logged: string[] = []
  const known = createKnownPaths({
    load: async () => {
      reads.push(clock)
      return lists()
    },
    now: () => clock,
    log: (line) => logged.push(line),
  })
  return { known, reads, logged, advance: (ms: number) => (clock += ms) }
}

const lists: PathLists = {
  staffPaths: ['/placas-jumilla'],
  redirects: [{ source: '/viejo', destination: '/nuevo', permanent: true }],
}

it('reads the lists once, trusts them for a while, then reads them again', async () => {
  const { known, reads, advance } = setUp(() => lists)
  const first = await known()
  expect([...first!.staffPaths]).toEqual(['/placas-jumilla'])
  expect(first!.redirects.get('/viejo')).toEqual({ destination: '/nuevo', permanent: true })
  await Promise.all([known(), known()])
  advance(REFRESH_MS - 1)
  await known()
  expect(reads).toHaveLength(1)
  advance(1)
  await known()
  expect(reads).toHaveLength(2)
})

it('reads them again on the next request after a change in this process', async () => {
  let staffPaths = ['/placas-jumilla']
  const { known, reads } = setUp(() => ({ staffPaths, redirects: [] }))
  expect((await known())!.staffPaths.has('/placas-yecla')).toBe(false)
  staffPaths = ['/placas-jumilla', '/placas-yecla']
  const before = knownPathsGeneration()
  forgetKnownPaths()
  expect(knownPathsGeneration()).toBe(before + 1)
  expect((await known())!.staffPaths.has('/placas-yecla')).toBe(true)
  expect(reads).toHaveLength(2)
})

it('answers null while the lists cannot be read, with one short line per try, and tries again later', async () => {
  let down = true
  const { known, reads, logged, advance } = setUp(() => {
    if (down) throw new Error(`connection refused ${'x'.repeat(5000)}\n  at somewhere (file.ts:1:1)`)
    return lists
  })
  expect(await known()).toBeNull()
  expect(await known()).toBeNull()
  advance(RETRY_MS - 1)
  expect(await known()).toBeNull()
  expect(reads).toHaveLength(1)
  expect(logged).toHaveLength(1)
  expect(logged[0]).toMatch(/^The staff pages and redirects could not be read; .*connection refused/)
  expect(logged[0]!.length).toBeLessThanOrEqual(1000)
  expect(logged[0]).not.toContain('\n')

  down = false
  advance(1)
  expect((await known())!.staffPaths.has('/placas-jumilla')).toBe(true)
  expect(logged).toHaveLength(1)
})
