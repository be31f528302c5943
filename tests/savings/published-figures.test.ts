import type { PGlite } from '@electric-sql/pglite'
import figuresJson from '@/content/savings-figures.json'
import { savingsPagePath } from '@/content/savings-names'
import { calculateSavings } from '@/components/savings/calculate-savings-action'
import { initialSavingsForm } from '@/components/savings/savings-form-state'
import { getEditablePage } from '@/lib/content/editable-pages'
import { builtInFiguresVersion, publishedSavingsFigures } from '@/lib/savings/published-figures'
import { getLocalDb } from '@/lib/db/database'
import { createTestDb } from '../support/database'

// The figures visitors' estimates use: the calculator page's published content,
// else the repository's; and the form's answer when the browser posts it.

jest.mock('@/lib/db/database', () => ({ getLocalDb: jest.fn() }))

const local = {} as { db: PGlite }
beforeAll(async () => {
  local.db = await createTestDb()
  jest.mocked(getLocalDb).mockResolvedValue(local.db)
})
afterAll(() => local.db.close())

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries({
    town: 'Cieza',
    building: 'vivienda',
    orientation: 'sur',
    usage: 'mixto',
    ...fields,
  }))
    data.set(name, value)
  return data
}

it('are the repository’s until the page is published, then the published ones, versioned by their publication', async () => {
  expect(await publishedSavingsFigures()).toEqual({ figures: figuresJson, version: builtInFiguresVersion })

  const content = structuredClone(getEditablePage(savingsPagePath)!.builtIn) as {
    figures: typeof figuresJson
  }
  content.figures.performanceRatio = 75
  await local.db.query(
    `insert into public.page_content (path, content, published_at) values ($1, $2, '2026-11-28T09:30:00Z')`,
    [savingsPagePath, content],
  )
  const published = await publishedSavingsFigures()
  expect(published.figures.performanceRatio).toBe(75)
  expect(published.version).toBe('2026-11-28T09:30:00.000Z')

  // The posted form estimates with them: 2,030 × 75 % = 1,522.5 kWh per kWp.
  const answer = await calculateSavings(initialSavingsForm, form({ monthlyBill: '90' }))
  expect(answer.errors).toEqual({})
  expect(answer.estimate?.yieldPerKwp).toEqual({ min: 1520, max: 1520 })
  expect(answer.values.monthlyBill).toBe('90')
})

it('answers a town outside the four provinces and a bill in words with their messages, and no estimate', async () => {
  const answer = await calculateSavings(initialSavingsForm, form({ town: 'Madrid', monthlyBill: 'noventa' }))
  expect(answer).toEqual({
    values: expect.objectContaining({ town: 'Madrid', monthlyBill: 'noventa' }),
    errors: {
      town: 'Elige una localidad de la lista: calculamos para Murcia, Alicante, Valencia y Albacete',
      monthlyBill: 'Escribe lo que pagas al mes solo con cifras, por ejemplo 90',
    },
    estimate: null,
  })
})
