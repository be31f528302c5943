import { DataError } from '@/lib/data/types'
import { fakeFetch } from '../support/fake-supabase'
import { supabaseDataBackend } from '../support/supabase-data-backend'

// Search Console's figures on Supabase: the import sends the period and its
// rows by name to import_search_period, and what the database answers is
// checked at lib/data's door. Supabase's hosted API is the edge: a fake fetch answers.

const caller = { userId: '7d1c9a3e-5b2f-4e8d-9c6a-1f2e3d4c5b6a', email: 'gerencia@example.com' }
const period = { startsOn: '2026-11-01', endsOn: '2026-11-30' }
const figures = [{ address: '/', page: true, clicks: 3, impressions: 90, position: 4.2 }]

function backendAnswering(body: unknown) {
  const { fetch, sent } = fakeFetch(() => ({ status: 200, body }))
  return { backend: supabaseDataBackend(fetch), sent }
}

it('sends an import by name and reads each of its answers', async () => {
  const { backend, sent } = backendAnswering({ saved: false, reason: 'overlap', periods: [period] })
  expect(await backend.searchFigures.import({ period, figures, replace: false }, caller)).toEqual({
    saved: false,
    reason: 'overlap',
    periods: [period],
  })
  expect(sent[0]!.url.pathname).toBe('/rest/v1/rpc/import_search_period')
  expect(sent[0]!.body).toEqual({ starts_on: '2026-11-01', ends_on: '2026-11-30', figures, replace: false })
})

it('reads the overview, and fails loudly on a malformed one, naming the function and the field', async () => {
  const overview = {
    periods: [period],
    figures: [{ startsOn: '2026-11-01', ...figures[0]! }],
    leads: [{ startsOn: '2026-11-01', page: '/', leads: 1 }],
    publishes: [{ page: '/', day: '2026-11-10' }],
  }
  expect(await backendAnswering(overview).backend.searchFigures.overview(caller)).toEqual(overview)
  const broken = { ...overview, publishes: [{ page: '/', day: '10/11/2026' }] }
  const error = await backendAnswering(broken)
    .backend.searchFigures.overview(caller)
    .catch((reason: unknown) => reason)
  expect(error).toBeInstanceOf(DataError)
  expect((error as DataError).message).toBe('Could not read the search figures')
  expect(((error as DataError).cause as Error).message).toMatch(
    /^search_overview answered an unexpected value \(publishes\.0\.day: /,
  )
})
