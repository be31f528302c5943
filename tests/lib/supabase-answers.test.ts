import { DataError } from '@/lib/data/types'
import { fakeFetch } from '../support/fake-supabase'
import { supabaseDataBackend } from '../support/supabase-data-backend'

// What the database answers is checked at lib/data's door: a well-formed
// answer comes out as the area's contract types it, a malformed one fails
// loudly, naming the function and what is amiss, as a failed call does.
// Supabase's hosted API is the edge we cannot run here: a fake fetch answers.

const caller = { userId: '7d1c9a3e-5b2f-4e8d-9c6a-1f2e3d4c5b6a', email: 'gerencia@example.com' }

function backendAnswering(body: unknown) {
  const { fetch, sent } = fakeFetch(() => ({ status: 200, body }))
  return { backend: supabaseDataBackend(fetch), sent }
}

const redirect = {
  source: '/oferta',
  destination: '/solicitar-presupuesto',
  permanent: true,
  revision: 2,
  updatedAt: '2026-03-05T09:15:00+00:00',
  updatedByEmail: 'ana@example.com',
  hits: 12,
  lastHitAt: '2026-03-06T10:00:00+00:00',
}

/** The cause's message of a rejected call (failingAs keeps the parse's error as the cause). */
async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(DataError)
  return { message: (error as DataError).message, cause: ((error as DataError).cause as Error).message }
}

const staffPage = { path: '/placas-solares-jumilla', template: 'placas-localidad', status: 'published' }

// A function's answer and a table's rows are checked the same way, against the area's schema.
const reads = [
  {
    what: 'the redirects (a function)',
    stored: redirect,
    broken: { ...redirect, permanent: 'yes' },
    read: (backend: ReturnType<typeof supabaseDataBackend>) => backend.sitePaths.list(caller),
    url: '/rest/v1/rpc/site_redirects_list',
    message: 'Could not call site_redirects_list',
    cause: /^site_redirects_list answered an unexpected value \(1\.permanent: /,
  },
  {
    what: 'the staff pages (a table)',
    stored: staffPage,
    broken: { ...staffPage, template: 'desconocida' },
    read: (backend: ReturnType<typeof supabaseDataBackend>) => backend.staffPages.list(caller),
    url: '/rest/v1/staff_pages',
    message: 'Could not read the staff pages',
    cause: /^staff_pages answered an unexpected row \(1\.template: /,
  },
]

it.each(reads)('answers $what as stored, leaving out what the contract does not name', async (read) => {
  const { backend, sent } = backendAnswering([{ ...read.stored, extra: 'ignored' }])
  expect(await read.read(backend)).toEqual([read.stored])
  expect(sent[0]!.url.pathname).toBe(read.url)
})

it.each(reads)(
  'fails loudly on malformed $what, naming the source, the row and the first field amiss',
  async (read) => {
    const { backend } = backendAnswering([read.stored, read.broken])
    expect(await failure(read.read(backend))).toEqual({
      message: read.message,
      cause: expect.stringMatching(read.cause),
    })
  },
)

it('reads a stale save as the state the database answered, and refuses an answer without its revision', async () => {
  const state = { saved: false, revision: '3', changedAt: '2026-03-05T09:15:00+00:00', changedBy: null }
  const { backend } = backendAnswering(state)
  await expect(backend.pageContent.publish('/', caller, 2)).rejects.toMatchObject({
    thing: 'page',
    state: { revision: 3, changedAt: '2026-03-05T09:15:00.000Z', changedBy: null, changedByEmail: null },
  })
  const { backend: broken } = backendAnswering({ saved: true })
  expect(await failure(broken.pageContent.publish('/', caller, 2))).toEqual({
    message: 'Could not publish /',
    cause: expect.stringMatching(/^publish_page_draft answered an unexpected value \(revision: /),
  })
})

it('counts the results as numbers, whether the database sends numbers or strings', async () => {
  const { backend } = backendAnswering({
    pages: [{ page: null, last30: '2', last90: 5, estimates90: '1' }],
    weeks: [{ week: '2026-11-23', count: '2' }],
  })
  expect(await backend.leadsInbox.results(caller)).toEqual({
    pages: [{ page: null, last30: 2, last90: 5, estimates90: 1 }],
    weeks: [{ week: '2026-11-23', count: 2 }],
  })
})

it('reads a draft whose revision comes as a string as a number, and refuses one without its time', async () => {
  const draft = {
    path: '/',
    content: { hero: {} },
    seo: null,
    review_before: null,
    updated_at: '2026-03-05T09:15:00+00:00',
    revision: '7',
  }
  const { backend } = backendAnswering([draft])
  expect(await backend.pageContent.listDrafts(caller)).toEqual([
    {
      path: '/',
      content: { hero: {} },
      seo: null,
      reviewBefore: null,
      updatedAt: '2026-03-05T09:15:00.000Z',
      revision: 7,
    },
  ])
  const { backend: broken } = backendAnswering([{ ...draft, updated_at: null }])
  expect(await failure(broken.pageContent.listDrafts(caller))).toEqual({
    message: 'Could not read the drafts',
    cause: expect.stringMatching(/^page_content_drafts answered an unexpected row \(0\.updated_at: /),
  })
})
