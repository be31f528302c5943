import { pageResults, weeklyResults } from '@/lib/leads/results'

describe('the results per page', () => {
  const pages = [
    { path: '/', indexable: true, issues: [] },
    { path: '/instalacion-placas-murcia', indexable: true, issues: ['Título' as const] },
    { path: '/instalacion-electrica-garajes', indexable: true, issues: [] },
    { path: '/politica-de-privacidad', indexable: false, issues: [] },
  ]

  it('lists every indexable page, the quiet ones flagged, then pages and unrecorded leads that brought some, each with its leads that came with an estimate', () => {
    expect(
      pageResults(
        [
          { page: '/instalacion-placas-murcia', last30: 2, last90: 5, estimates90: 2 },
          { page: '/solicitar-presupuesto', last30: 1, last90: 1, estimates90: 0 },
          { page: null, last30: 0, last90: 3, estimates90: 0 },
          { page: '/', last30: 3, last90: 3, estimates90: 1 },
        ],
        pages,
      ),
    ).toEqual([
      {
        page: '/instalacion-placas-murcia',
        last30: 2,
        last90: 5,
        estimates90: 2,
        issues: ['Título'],
        quiet: false,
      },
      { page: '/', last30: 3, last90: 3, estimates90: 1, issues: [], quiet: false },
      { page: null, last30: 0, last90: 3, estimates90: 0, issues: null, quiet: false },
      { page: '/solicitar-presupuesto', last30: 1, last90: 1, estimates90: 0, issues: null, quiet: false },
      {
        page: '/instalacion-electrica-garajes',
        last30: 0,
        last90: 0,
        estimates90: 0,
        issues: [],
        quiet: true,
      },
    ])
  })
})

describe('the results per week', () => {
  it('are the last 12 Madrid weeks, Monday first, the current one last, empty weeks at 0', () => {
    // Sunday 29 November 2026, 23:30 in Madrid: still the week of Monday 23.
    const weeks = weeklyResults(
      [
        { week: '2026-11-23', count: 4 },
        { week: '2026-09-07', count: 1 },
        { week: '2026-08-31', count: 9 },
      ],
      new Date('2026-11-29T22:30:00Z'),
    )
    expect(weeks).toHaveLength(12)
    expect(weeks[0]).toEqual({ monday: '2026-09-07', label: '7 sept', count: 1 })
    expect(weeks[11]).toEqual({ monday: '2026-11-23', label: '23 nov', count: 4 })
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(5)
    // An hour later it is Monday 30 in Madrid: a new week.
    expect(weeklyResults([], new Date('2026-11-29T23:30:00Z'))[11]!.monday).toBe('2026-11-30')
  })
})
