import { readFileSync } from 'node:fs'
import path from 'node:path'
import { serviceRoleRpc } from '@/lib/data/local/service-role-rpc'
import type { RpcClient } from '@/supabase/functions/_shared/rpc-client'
import { serviceClientFrom } from '@/supabase/functions/_shared/service-client'
import { isUnconfigured } from '@/supabase/functions/_shared/settings'
import { SITE_SECRET_HEADER, siteSecretFrom } from '@/supabase/functions/_shared/site-secret'
import { supabaseReviewsCache } from '@/supabase/functions/fetch-google-reviews/cache'
import {
  FIELD_MASK,
  handleRequest,
  secretsFrom,
  type Deps,
  type ReviewsAnswer,
} from '@/supabase/functions/fetch-google-reviews/handler'
import { databaseForFile } from '../support/database'

// The edge function's handler against recorded answers of the Places API (New):
// a fake fetch records what the function asks and replays a fixture. Its cache
// (cache.ts) calls the migrations' SQL functions on PGlite, as service_role.

type Recorded = { status: number; body: unknown }

const fixture = (name: string): Recorded =>
  JSON.parse(readFileSync(path.join(__dirname, 'fixtures/places', `${name}.json`), 'utf8'))

const secrets = { apiKey: 'AIzaSyTest-secret-key', placeId: 'ChIJ0x1R2m1YYw0RtEsTPlaCeId' }
const siteSecret = 'Zq8Wm3Rt6Yp1Lk4Hs7Dn0Vb2Xc5Gf9Je-site'

const world = databaseForFile({ emptyBeforeEach: ['public.google_reviews_cache'] })

function setup(
  answer: Recorded | Error,
  overrides: Partial<Deps> = {},
  googleAnswersAfter?: Promise<unknown>,
) {
  const sent: { url: string; headers: Headers }[] = []
  const logged: string[] = []
  const fetch = (async (url: string, init?: RequestInit) => {
    sent.push({ url, headers: new Headers(init?.headers) })
    // Google takes a moment, so concurrent calls overlap.
    await (googleAnswersAfter ?? new Promise((resolve) => setTimeout(resolve, 10)))
    if (answer instanceof Error) throw answer
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  }) as unknown as typeof globalThis.fetch
  const deps: Deps = {
    secrets,
    siteSecret,
    cache: supabaseReviewsCache(serviceRoleRpc(world.db)),
    fetch,
    log: (message) => logged.push(message),
    ...overrides,
  }
  return { deps, sent, logged }
}

const request = (method = 'POST', secret: string | null = siteSecret) =>
  new Request('https://project.supabase.co/functions/v1/fetch-google-reviews', {
    method,
    headers: secret === null ? {} : { [SITE_SECRET_HEADER]: secret },
  })

async function call(answer: Recorded | Error, method?: string) {
  const context = setup(answer)
  const response = await handleRequest(request(method), context.deps)
  const text = await response.text()
  return { ...context, response, text, body: text ? JSON.parse(text) : null }
}

/** The reviews the function answers for the recorded place with reviews. */
async function placeReviews() {
  const { body } = await call(fixture('place-with-reviews'))
  return (body as ReviewsAnswer).reviews
}

it('asks the Places API for the place, in Spanish, with the key in a header and only the fields it needs', async () => {
  const { sent } = await call(fixture('place-with-reviews'))
  expect(sent).toHaveLength(1)
  const url = new URL(sent[0]!.url)
  expect(url.origin + url.pathname).toBe(
    'https://places.googleapis.com/v1/places/ChIJ0x1R2m1YYw0RtEsTPlaCeId',
  )
  expect(url.searchParams.get('languageCode')).toBe('es')
  expect(url.searchParams.has('key')).toBe(false)
  expect(sent[0]!.headers.get('X-Goog-Api-Key')).toBe(secrets.apiKey)
  expect(sent[0]!.headers.get('X-Goog-FieldMask')).toBe(FIELD_MASK)
  expect(FIELD_MASK).toBe('rating,userRatingCount,reviews')
})

it('answers the reviews in the spec shape, with the place figures', async () => {
  const { response, body } = await call(fixture('place-with-reviews'))
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/json')
  const answer = body as ReviewsAnswer
  expect(answer.average_rating).toBe(4.8)
  expect(answer.total_reviews).toBe(37)
  expect(answer.reviews[0]).toEqual({
    author: 'Antonio Martínez',
    rating: 5,
    date: 'hace 3 semanas',
    datePublished: '2025-05-02',
    text: 'Nos instalaron 12 placas en el tejado de casa en Cieza. Trabajo limpio, en dos días, y nos explicaron la aplicación para ver la producción.',
    avatar: 'https://lh3.googleusercontent.com/a-/ALV-UjW1test=s128-c0x00000000-cc-rp-mo',
    relative_time: 'hace 3 semanas',
  })
})

it('leaves out the avatar when the author has no picture', async () => {
  const lucia = (await placeReviews()).find((review) => review.author === 'lucia p.')
  expect(lucia).toEqual({
    author: 'lucia p.',
    rating: 4,
    date: 'hace 2 meses',
    datePublished: '2025-03-20',
    text: 'Cambiaron el cuadro eléctrico del bar. Buen precio; tardaron una semana más de lo previsto en venir.',
    relative_time: 'hace 2 meses',
  })
})

it('shows the Spanish translation of a review written in another language', async () => {
  const mark = (await placeReviews()).find((review) => review.author === 'Mark Thompson')
  expect(mark?.text).toMatch(/^Gran servicio\./)
})

it('leaves out a review that has stars but no text, keeping the order of the others', async () => {
  expect((await placeReviews()).map((review) => review.author)).toEqual([
    'Antonio Martínez',
    'lucia p.',
    'Mark Thompson',
    'Carmen López',
  ])
})

it('writes the date itself when the API gives no relative description', async () => {
  const place = fixture('place-with-reviews') as { status: number; body: { reviews: object[] } }
  const [first] = place.body.reviews as { relativePublishTimeDescription?: string }[]
  delete first!.relativePublishTimeDescription
  const { body } = await call({ status: 200, body: { reviews: [first] } })
  expect((body as ReviewsAnswer).reviews).toEqual([
    expect.objectContaining({ date: '2 de mayo de 2025', datePublished: '2025-05-02' }),
  ])
  expect((body as ReviewsAnswer).reviews[0]).not.toHaveProperty('relative_time')
  expect(body).toMatchObject({ average_rating: null, total_reviews: null })
})

it('answers an empty list and no figures for a place nobody has reviewed yet', async () => {
  const { response, body } = await call(fixture('place-without-reviews'))
  expect(response.status).toBe(200)
  expect(body).toEqual({ reviews: [], average_rating: null, total_reviews: null })
})

it.each([
  ['error-403-permission-denied', 403, 'PERMISSION_DENIED'],
  ['error-400-invalid-argument', 400, 'INVALID_ARGUMENT'],
  ['error-404-not-found', 404, 'NOT_FOUND'],
])(
  'answers the API error %s with 502, its status and reason, and logs the message',
  async (name, status, reason) => {
    const { response, body, logged, text } = await call(fixture(name))
    expect(response.status).toBe(502)
    expect(body).toEqual({ error: 'places_api_error', places_status: status, reason })
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain(`${status} ${reason}`)
    expect(text).not.toContain(secrets.apiKey)
  },
)

it('never repeats the key, even when the API quotes it in its message', async () => {
  const { text, logged } = await call({
    status: 400,
    body: {
      error: { code: 400, message: `API key ${secrets.apiKey} not valid.`, status: 'INVALID_ARGUMENT' },
    },
  })
  expect(text).not.toContain(secrets.apiKey)
  expect(logged.join('\n')).not.toContain(secrets.apiKey)
  expect(logged[0]).toContain('API key [redacted] not valid.')
})

it('answers 502 when the API cannot be reached', async () => {
  const { response, body, logged } = await call(new TypeError('fetch failed'))
  expect(response.status).toBe(502)
  expect(body).toEqual({ error: 'places_unreachable' })
  expect(logged[0]).toContain('fetch failed')
})

it('answers 502 when the API answers something that is not JSON', async () => {
  const { deps } = setup(new Error('unused'), {
    fetch: (async () => new Response('<html>Bad gateway</html>', { status: 502 })) as typeof fetch,
  })
  const response = await handleRequest(request(), deps)
  expect(response.status).toBe(502)
  expect(await response.json()).toEqual({ error: 'places_invalid_answer', places_status: 502 })
})

it('reads its secrets from the environment', () => {
  const variables: Record<string, string> = {
    GOOGLE_PLACES_API_KEY: secrets.apiKey,
    GOOGLE_PLACE_ID: ` ${secrets.placeId}\n`,
  }
  expect(secretsFrom((name) => variables[name])).toEqual(secrets)
})

it.each([
  [{ GOOGLE_PLACE_ID: secrets.placeId }, ['GOOGLE_PLACES_API_KEY is not set']],
  [{ GOOGLE_PLACES_API_KEY: secrets.apiKey, GOOGLE_PLACE_ID: ' ' }, ['GOOGLE_PLACE_ID is not set']],
  [{}, ['GOOGLE_PLACES_API_KEY is not set', 'GOOGLE_PLACE_ID is not set']],
])(
  'answers 500 without calling the API when a secret is missing, its log naming each: %j',
  async (variables, lines) => {
    const env = (name: string) => (variables as Record<string, string>)[name]
    const { deps, sent, logged } = setup(fixture('place-with-reviews'), { secrets: secretsFrom(env) })
    const response = await handleRequest(request(), deps)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: 'not_configured' })
    expect(sent).toEqual([])
    expect(logged).toEqual(lines)
  },
)

it('accepts GET and POST, answers a preflight with 204 and refuses other methods', async () => {
  expect((await call(fixture('place-with-reviews'), 'GET')).response.status).toBe(200)
  expect((await call(fixture('place-with-reviews'), 'OPTIONS')).response.status).toBe(204)
  const put = await call(fixture('place-with-reviews'), 'PUT')
  expect(put.response.status).toBe(405)
  expect(put.sent).toEqual([])
})

/** Makes the cached answer older than the cache keeps it, and ends any refresh lease. */
const age = (minutes: number) =>
  world.db.query(
    `update public.google_reviews_cache
        set fetched_at = now() - make_interval(mins => $1), refreshing_until = null`,
    [minutes],
  )

const cached = async () =>
  (
    await world.db.query<{ place_id: string; answer: ReviewsAnswer | null; age_seconds: number | null }>(
      `select place_id, answer, extract(epoch from now() - fetched_at)::int as age_seconds
         from public.google_reviews_cache`,
    )
  ).rows

/**
 * A Google that answers only once `others` of the tracked calls have answered, so the calls
 * that overlap the one asking Google see it still asking, however the machine schedules them.
 * After two seconds it answers anyway, so a wrong count fails the assertions, not the timeout.
 */
function googleAnsweringOnceOthersHaveAnswered(others: number) {
  let answer!: () => void
  const answers = new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 2000)
    answer = () => {
      clearTimeout(fallback)
      resolve()
    }
  })
  let answered = 0
  const track = <T>(calls: Promise<T>[]) =>
    Promise.all(
      calls.map((call) =>
        call.then((result) => {
          if (++answered === others) answer()
          return result
        }),
      ),
    )
  return { answers, track }
}

describe('the cache', () => {
  it('answers two calls within the hour with one Google call', async () => {
    const { deps, sent } = setup(fixture('place-with-reviews'))
    const first = await handleRequest(request(), deps)
    await age(59)
    const second = await handleRequest(request('GET'), deps)
    expect(sent).toHaveLength(1)
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual(await first.json())
  })

  it('keeps the answer per place, with the time it was fetched', async () => {
    const { deps } = setup(fixture('place-with-reviews'))
    const answer = await (await handleRequest(request(), deps)).json()
    expect(await cached()).toEqual([{ place_id: secrets.placeId, answer, age_seconds: 0 }])
  })

  it('asks Google again once the answer is older than an hour, and keeps the new one', async () => {
    const { deps, sent } = setup(fixture('place-with-reviews'))
    await handleRequest(request(), deps)
    await age(61)
    const fresh = setup(fixture('place-without-reviews'))
    const response = await handleRequest(request(), fresh.deps)
    expect(fresh.sent).toHaveLength(1)
    expect(await response.json()).toEqual({ reviews: [], average_rating: null, total_reviews: null })
    expect(await cached()).toEqual([
      expect.objectContaining({
        answer: { reviews: [], average_rating: null, total_reviews: null },
        age_seconds: 0,
      }),
    ])
    await handleRequest(request(), fresh.deps)
    expect(sent.length + fresh.sent.length).toBe(2)
  })

  it('lets one of several concurrent calls on a stale answer ask Google, the others answer the stale one', async () => {
    const { deps } = setup(fixture('place-with-reviews'))
    const old = await (await handleRequest(request(), deps)).json()
    await age(90)
    const slowGoogle = googleAnsweringOnceOthersHaveAnswered(4)
    const fresh = setup(fixture('place-without-reviews'), {}, slowGoogle.answers)
    const responses = await slowGoogle.track(
      Array.from({ length: 5 }, () => handleRequest(request(), fresh.deps)),
    )
    expect(fresh.sent).toHaveLength(1)
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    const bodies: ReviewsAnswer[] = await Promise.all(responses.map((response) => response.json()))
    const byReviewCount = bodies.sort((a, b) => a.reviews.length - b.reviews.length)
    const renewed = { reviews: [], average_rating: null, total_reviews: null }
    expect(byReviewCount).toEqual([renewed, old, old, old, old])
  })

  it('lets one of several first calls ask Google; the others answer 503 until it has an answer', async () => {
    const slowGoogle = googleAnsweringOnceOthersHaveAnswered(4)
    const { deps, sent } = setup(fixture('place-with-reviews'), {}, slowGoogle.answers)
    const responses = await slowGoogle.track(Array.from({ length: 5 }, () => handleRequest(request(), deps)))
    expect(sent).toHaveLength(1)
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([200, 503, 503, 503, 503])
    const refused = responses.find((response) => response.status === 503)!
    expect(await refused.json()).toEqual({ error: 'refresh_in_progress' })
  })

  it('answers the stale reviews when Google fails, and does not ask again before the lease ends', async () => {
    const { deps } = setup(fixture('place-with-reviews'))
    const old = await (await handleRequest(request(), deps)).json()
    await age(120)
    const failing = setup(fixture('error-403-permission-denied'))
    const response = await handleRequest(request(), failing.deps)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(old)
    expect(failing.logged[0]).toContain('403 PERMISSION_DENIED')
    expect((await handleRequest(request(), failing.deps)).status).toBe(200)
    expect(failing.sent).toHaveLength(1)
    expect(await cached()).toEqual([expect.objectContaining({ answer: old, age_seconds: 120 * 60 })])
  })

  it('after a failure with nothing cached, answers 503 without asking Google until the lease ends', async () => {
    const { deps, sent } = setup(new TypeError('fetch failed'))
    expect((await handleRequest(request(), deps)).status).toBe(502)
    expect((await handleRequest(request(), deps)).status).toBe(503)
    expect(sent).toHaveLength(1)
    await world.db.query(
      `update public.google_reviews_cache set refreshing_until = now() - interval '1 second'`,
    )
    expect((await handleRequest(request(), deps)).status).toBe(502)
    expect(sent).toHaveLength(2)
  })
})

describe('callers without the site’s secret', () => {
  it.each([
    ['no secret', null],
    ['a wrong secret', 'Zq8Wm3Rt6Yp1Lk4Hs7Dn0Vb2Xc5Gf9Je-sitf'],
    ['an empty secret', ''],
  ])('get 401 with %s, and neither Google nor the cache is asked', async (_, secret) => {
    const { deps, sent } = setup(fixture('place-with-reviews'))
    for (const method of ['GET', 'POST']) {
      const response = await handleRequest(request(method, secret), deps)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: 'unauthorized' })
    }
    expect(sent).toEqual([])
    expect(await cached()).toEqual([])
  })

  it('are all refused when the function has no secret of its own, which its log says', async () => {
    const { deps, sent, logged } = setup(fixture('place-with-reviews'), {
      siteSecret: siteSecretFrom(() => undefined),
    })
    const response = await handleRequest(request(), deps)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: 'not_configured' })
    expect(sent).toEqual([])
    expect(logged).toEqual(['SITE_SHARED_SECRET is not set'])
  })
})

it.each([
  [{}, /^SUPABASE_SECRET_KEYS is not set, nor SUPABASE_SERVICE_ROLE_KEY: create a secret key/],
  [{ SUPABASE_SECRET_KEYS: 'sb_secret_x' }, /^SUPABASE_SECRET_KEYS is not JSON$/],
])(
  'answers 503 not_configured without a secret key for its cache (%j), and says what to set in its log',
  async (variables, line) => {
    const env = (name: string) => ({ SUPABASE_URL: 'https://proyecto.supabase.co', ...variables })[name]
    // As index.ts builds it.
    const client = serviceClientFrom<RpcClient>(env, () => serviceRoleRpc(world.db))
    const cache = isUnconfigured(client) ? client : supabaseReviewsCache(client)
    const { deps, sent, logged } = setup(fixture('place-with-reviews'), { cache })
    const response = await handleRequest(request(), deps)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'not_configured', missing: 'SUPABASE_SECRET_KEYS' })
    expect(sent).toEqual([])
    expect(logged).toEqual([expect.stringMatching(line)])
  },
)
