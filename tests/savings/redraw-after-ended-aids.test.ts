import type { PGlite } from '@electric-sql/pglite'
import { revalidateTag } from 'next/cache'
import { savingsPagePath } from '@/content/savings-names'
import { getLocalDb } from '@/lib/db/database'
import { pageTag } from '@/lib/page-cache'
import { aidsOn, lastAidEnd } from '@/lib/savings/aids-on'
import { builtInSavingsFigures } from '@/lib/savings/published-figures'
import type { SavingsFigures } from '@/lib/savings/types'
import { createTestDb } from '../support/database'

// An aid stops being counted on the calculator page without anyone
// publishing: the scheduler's run redraws the page on its first run after the
// aid's end date, remembered in the database, and does nothing on the others.

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }))
jest.mock('@/lib/db/database', () => ({ getLocalDb: jest.fn() }))

const murcia = 'Deducción autonómica de la Región de Murcia'
/** The repository's figures, the Murcia deduction ending on Monday 30 November 2026. */
const figures: SavingsFigures = {
  ...builtInSavingsFigures,
  aids: builtInSavingsFigures.aids.map((aid) =>
    aid.name === murcia ? { ...aid, endsOn: '30/11/2026' } : aid,
  ),
}

let db: PGlite
beforeAll(async () => {
  db = await createTestDb()
  jest.mocked(getLocalDb).mockResolvedValue(db)
  // The calculator page's published content: these figures.
  await db.query(`insert into public.page_content (path, content) values ($1, $2)`, [
    savingsPagePath,
    JSON.stringify({ figures }),
  ])
})
afterAll(() => db.close())
beforeEach(() => jest.mocked(revalidateTag).mockClear())

describe('the aids counted on a day', () => {
  it('are those without an end date or whose last day has not passed', () => {
    expect(aidsOn(figures, '2026-11-30')).toEqual({
      counted: [murcia, 'Ayuda de la Generalitat Valenciana'],
      ended: [
        { name: 'Deducción en el IRPF por mejora de la eficiencia energética', endedOn: '2025-12-31' },
        { name: 'Programa de ayudas al autoconsumo (fondos Next Generation)', endedOn: '2023-12-31' },
      ],
    })
    expect(aidsOn(figures, '2026-12-01').ended.map((aid) => aid.name)).toContain(murcia)
    expect(lastAidEnd(figures, '2026-11-30')).toBe('2025-12-31')
    expect(lastAidEnd(figures, '2026-12-01')).toBe('2026-11-30')
    expect(lastAidEnd({ ...figures, aids: [] }, '2026-12-01')).toBeNull()
  })
})

describe('the redraw after an aid ends', () => {
  /** The module afresh, as a server that has just started. */
  async function freshServer() {
    let loaded: typeof import('@/lib/savings/redraw-after-ended-aids') | undefined
    await jest.isolateModulesAsync(async () => {
      loaded = await import('@/lib/savings/redraw-after-ended-aids')
    })
    return loaded!.redrawAfterEndedAids
  }
  const redrawn = () =>
    jest.mocked(revalidateTag).mock.calls.filter(([tag]) => tag === pageTag(savingsPagePath)).length

  it('redraws the page on the first run after an aid’s end, once across servers, and not on other runs', async () => {
    const server = await freshServer()
    // The first run ever: the page may predate the aids that ended already.
    expect(await server('2026-11-30')).toBe(true)
    expect(await server('2026-11-30')).toBe(false)
    // Another server, or this one after a restart, the same day: the database remembers.
    expect(await (await freshServer())('2026-11-30')).toBe(false)
    expect(redrawn()).toBe(1)

    // Tuesday 1 December: the Murcia deduction ended the day before.
    const other = await freshServer()
    expect(await Promise.all([server('2026-12-01'), other('2026-12-01')])).toEqual(
      expect.arrayContaining([true, false]),
    )
    expect(redrawn()).toBe(2)
    expect(await server('2026-12-01')).toBe(false)
    expect(await server('2026-12-02')).toBe(false)
    expect(redrawn()).toBe(2)
  })

  it('reads nothing on the day’s later runs', async () => {
    const server = await freshServer()
    await server('2026-12-03')
    const query = jest.spyOn(db, 'query')
    expect(await server('2026-12-03')).toBe(false)
    expect(query).not.toHaveBeenCalled()
    query.mockRestore()
  })
})
