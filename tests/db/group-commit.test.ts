/** @jest-environment node */
import type { PGlite } from '@electric-sql/pglite'
import { groupCommit } from '@/lib/data/local/group-commit'
import { createLocalBackend } from '@/lib/data/local/backend'
import { DataError, type NewLead } from '@/lib/data/types'
import { createTestDb } from '../support/database'

describe('groupCommit', () => {
  it('writes a lone item at once, and items that arrive during a write together after it', async () => {
    const batches: number[][] = []
    let release!: () => void
    const firstWrite = new Promise<void>((resolve) => (release = resolve))
    const write = groupCommit<number>(async (items) => {
      batches.push(items)
      if (batches.length === 1) await firstWrite
    })
    const first = write(1)
    expect(batches).toEqual([[1]]) // no waiting when nothing else is being written
    const others = [write(2), write(3), write(4)]
    release()
    await Promise.all([first, ...others])
    expect(batches).toEqual([[1], [2, 3, 4]])
  })

  it('retries a failed batch one item at a time: only the refused item fails', async () => {
    const stored: string[] = []
    let release!: () => void
    const firstWrite = new Promise<void>((resolve) => (release = resolve))
    const write = groupCommit<string>(async (items) => {
      if (items.includes('bad')) throw new Error('refused')
      if (items[0] === 'first') await firstWrite
      stored.push(...items)
    })
    const first = write('first')
    const results = Promise.allSettled([write('a'), write('bad'), write('b')])
    release()
    await first
    expect((await results).map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(stored).toEqual(['first', 'a', 'b'])
  })

  it('never puts more than the maximum in one batch', async () => {
    const sizes: number[] = []
    const write = groupCommit<number>(async (items) => {
      sizes.push(items.length)
      await new Promise((resolve) => setTimeout(resolve, 1))
    }, 3)
    await Promise.all(Array.from({ length: 8 }, (_, index) => write(index)))
    expect(sizes).toEqual([1, 3, 3, 1])
  })
})

describe('local backend, leads arriving together', () => {
  let db: PGlite
  beforeEach(async () => {
    db = await createTestDb()
  })
  afterEach(() => db.close())

  const leadNumber = (index: number): NewLead => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    email: `cliente${index}@example.com`,
    name: `Cliente ${index}`,
    company: index % 2 ? null : 'Comunidad Vecinos',
    city: 'Cieza',
    phone: null,
    message: `Presupuesto número ${index}`,
    privacyAccepted: true,
    communicationConsent: index % 3 === 0,
  })

  it('stores fifty concurrent leads exactly once each, with a pending notification each', async () => {
    const backend = createLocalBackend(async () => db)
    await Promise.all(Array.from({ length: 50 }, (_, index) => backend.leads.insert(leadNumber(index))))
    const { rows } = await db.query<{
      email: string
      company: string | null
      communication_consent: boolean
    }>('select email, company, communication_consent from leads order by email')
    expect(rows).toHaveLength(50)
    expect(new Set(rows.map((row) => row.email)).size).toBe(50)
    expect(rows.find((row) => row.email === 'cliente3@example.com')).toEqual({
      email: 'cliente3@example.com',
      company: null,
      communication_consent: true,
    })
    const pending = await db.query<{ n: number }>(
      "select count(*)::int as n from lead_notifications where status = 'pending'",
    )
    expect(pending.rows[0]?.n).toBe(50)
  })

  it('fails only the lead the database refuses when others are written with it', async () => {
    const backend = createLocalBackend(async () => db)
    const results = await Promise.allSettled([
      backend.leads.insert(leadNumber(1)),
      backend.leads.insert(leadNumber(2)),
      backend.leads.insert({ ...leadNumber(3), message: 'x'.repeat(2001) }), // over the column limit
      backend.leads.insert(leadNumber(4)),
    ])
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(DataError)
    const { rows } = await db.query<{ email: string }>('select email from leads order by email')
    expect(rows.map((row) => row.email)).toEqual([
      'cliente1@example.com',
      'cliente2@example.com',
      'cliente4@example.com',
    ])
  })
})
