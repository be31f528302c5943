/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createLocalBackend } from '@/lib/data/local/backend'
import { DataError } from '@/lib/data/types'
import { serviceClientFrom } from '@/supabase/functions/_shared/service-client'
import type { Unconfigured } from '@/supabase/functions/_shared/settings'
import { SITE_SECRET_HEADER } from '@/supabase/functions/_shared/site-secret'
import { handleRequest, type ReviewsCache } from '@/supabase/functions/fetch-google-reviews/handler'
import { publishableKey } from '../support/fake-supabase'
import { supabaseDataBackend } from '../support/supabase-data-backend'

// Both backends' reviews call. For Supabase, the edge function
// is played by its real handler over a recorded Places API answer, so this also
// proves that what the function answers is what the site accepts.

type Sent = { method: string; url: URL; headers: Headers }

const places = (name: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../functions/fixtures/places', `${name}.json`), 'utf8')) as {
    status: number
    body: unknown
  }

const siteSecret = 'Bv6Nc3Xz9Lk2Jh5Gf8Ds1Aq4Wp7Eo0Ri-site'

/** A cache that never holds an answer: every call asks the (fake) Places API. */
const noCache: ReviewsCache = { read: async () => ({ answer: null, refresh: true }), store: async () => {} }

/** The edge function as deployed: its handler, given a fake Places API that replays a fixture. */
function edgeFunction(
  fixture: string,
  google: { calls: number } = { calls: 0 },
  cache: ReviewsCache | Unconfigured = noCache,
) {
  const recorded = places(fixture)
  return (request: Request) =>
    handleRequest(request, {
      secrets: { apiKey: 'key', placeId: 'place' },
      siteSecret,
      cache,
      fetch: (async () => {
        google.calls += 1
        return new Response(JSON.stringify(recorded.body), { status: recorded.status })
      }) as typeof fetch,
      log: () => {},
    })
}

function fakeSupabase(
  answer: (request: Request) => Promise<Response> | Response,
  sitesSecret: string = siteSecret,
) {
  const sent: Sent[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(String(input), init)
    sent.push({ method: request.method, url: new URL(request.url), headers: request.headers })
    return answer(request)
  }
  return { backend: supabaseDataBackend(fetch, { siteSecret: sitesSecret }), sent }
}

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('Supabase backend: reviews', () => {
  it('fails with what to set when the function has no secret key for its cache', async () => {
    const withoutKey = serviceClientFrom(
      (name) => (name === 'SUPABASE_URL' ? 'https://proyecto.supabase.co' : undefined),
      () => noCache,
    )
    const { backend } = fakeSupabase(edgeFunction('place-with-reviews', { calls: 0 }, withoutKey))
    await expect(backend.reviews.fetch()).rejects.toThrow(
      /fetch-google-reviews failed: 503 .*not_configured.*The function fetch-google-reviews has no secret key: .*SUPABASE_SECRET_KEYS/,
    )
  })

  it('invokes fetch-google-reviews with GET, the public key and the site’s secret, and maps its answer to the app types', async () => {
    const { backend, sent } = fakeSupabase(edgeFunction('place-with-reviews'))
    const response = await backend.reviews.fetch()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.method).toBe('GET')
    expect(sent[0]!.url.href).toBe('https://proyecto.supabase.co/functions/v1/fetch-google-reviews')
    expect(sent[0]!.headers.get('apikey')).toBe(publishableKey)
    expect(sent[0]!.headers.get(SITE_SECRET_HEADER)).toBe(siteSecret)
    expect(response?.averageRating).toBe(4.8)
    expect(response?.totalReviews).toBe(37)
    expect(response?.reviews).toHaveLength(4)
    expect(response?.reviews[0]).toEqual({
      author: 'Antonio Martínez',
      rating: 5,
      date: 'hace 3 semanas',
      datePublished: '2025-05-02',
      text: expect.stringMatching(/^Nos instalaron 12 placas/),
      avatar: 'https://lh3.googleusercontent.com/a-/ALV-UjW1test=s128-c0x00000000-cc-rp-mo',
      relativeTime: 'hace 3 semanas',
    })
  })

  it('is refused (401, a DataError for the log) when the site’s secret is not the function’s, and Google is not asked', async () => {
    const google = { calls: 0 }
    const { backend } = fakeSupabase(edgeFunction('place-with-reviews', google), `${siteSecret}-old`)
    const failure = backend.reviews.fetch()
    await expect(failure).rejects.toBeInstanceOf(DataError)
    await expect(failure).rejects.toThrow('fetch-google-reviews failed: 401 {"error":"unauthorized"}')
    expect(google.calls).toBe(0)
  })

  it('passes on an empty list and missing figures as they are', async () => {
    const { backend } = fakeSupabase(edgeFunction('place-without-reviews'))
    expect(await backend.reviews.fetch()).toEqual({ reviews: [], averageRating: null, totalReviews: null })
  })

  it('turns the function error into a DataError naming its status and reason, for the log', async () => {
    const { backend } = fakeSupabase(edgeFunction('error-403-permission-denied'))
    const failure = backend.reviews.fetch()
    await expect(failure).rejects.toBeInstanceOf(DataError)
    await expect(failure).rejects.toThrow(
      'fetch-google-reviews failed: 502 {"error":"places_api_error","places_status":403,"reason":"PERMISSION_DENIED"}',
    )
  })

  it('turns an unreachable function into a DataError', async () => {
    const { backend } = fakeSupabase(() => {
      throw new TypeError('fetch failed')
    })
    await expect(backend.reviews.fetch()).rejects.toBeInstanceOf(DataError)
  })

  it.each([
    ['a text answer', new Response('hola', { status: 200 })],
    ['reviews that are not a list', jsonAnswer(200, { reviews: {}, average_rating: 5, total_reviews: 1 })],
    [
      'a rating above 5',
      jsonAnswer(200, {
        reviews: [{ author: 'A', rating: 6, date: 'hace 1 día', datePublished: '2025-01-01', text: 'Bien' }],
        average_rating: 5,
        total_reviews: 1,
      }),
    ],
    [
      'a review without text',
      jsonAnswer(200, {
        reviews: [{ author: 'A', rating: 5, date: 'hace 1 día', datePublished: '2025-01-01', text: ' ' }],
        average_rating: null,
        total_reviews: null,
      }),
    ],
    ['figures left out', jsonAnswer(200, { reviews: [] })],
  ])('refuses %s with a DataError', async (_, answer) => {
    const { backend } = fakeSupabase(() => answer)
    await expect(backend.reviews.fetch()).rejects.toEqual(
      new DataError('fetch-google-reviews answered an unexpected shape'),
    )
  })

  it.each([
    ['on another host', 'https://tracker.example/pixel.png'],
    ['at another path of Google’s picture host', 'https://lh3.googleusercontent.com/p/AF1QipTest=s1360'],
  ])('drops an avatar %s, so the initial shows instead', async (_, avatar) => {
    const { backend } = fakeSupabase(() =>
      jsonAnswer(200, {
        reviews: [
          {
            author: 'Ana',
            rating: 5,
            date: 'hace 1 día',
            datePublished: '2025-01-01',
            text: 'Muy bien',
            avatar,
          },
        ],
        average_rating: null,
        total_reviews: null,
      }),
    )
    const response = await backend.reviews.fetch()
    expect(response?.reviews[0]).not.toHaveProperty('avatar')
  })
})

describe('local backend: reviews', () => {
  it('has no source of reviews, so the built-in ones show, and never opens the database for it', async () => {
    const getDb = jest.fn(async () => {
      throw new Error('the database must not be opened')
    })
    expect(await createLocalBackend(getDb).reviews.fetch()).toBeNull()
    expect(getDb).not.toHaveBeenCalled()
  })
})
