import { passGate } from '../_shared/gate.ts'
import { json } from '../_shared/json.ts'
import { formatReviewDate } from '../_shared/review-date.ts'
import { isUnconfigured, requiredSettings, type EnvReader, type Unconfigured } from '../_shared/settings.ts'

// The function's logic as a plain function of its request and dependencies,
// so the project's tests run it without Deno (index.ts wires the real ones).
//
// It answers only the site (the shared secret SITE_SHARED_SECRET in a header),
// from a cache that asks the Places API (New) for the company's place at most
// once an hour, in the shape the site reads. Errors
// answer with a status and a short code the caller can log; the API key never
// leaves.

export type Secrets = { apiKey: string; placeId: string }

/** The function's own secrets, GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID, or which are missing. */
export function secretsFrom(env: EnvReader): Secrets | Unconfigured {
  const settings = requiredSettings(env, ['GOOGLE_PLACES_API_KEY', 'GOOGLE_PLACE_ID'])
  return isUnconfigured(settings)
    ? settings
    : { apiKey: settings.GOOGLE_PLACES_API_KEY, placeId: settings.GOOGLE_PLACE_ID }
}

export interface ReviewsCache {
  /**
   * The stored answer of a place, and whether this call is the one to refresh
   * it: true when the answer is missing or an hour old and no other call is
   * refreshing it already.
   */
  read(placeId: string): Promise<{ answer: ReviewsAnswer | null; refresh: boolean }>
  store(placeId: string, answer: ReviewsAnswer): Promise<void>
}

export type Deps = {
  /** Its own secrets; without them the function answers not_configured, its log naming each missing one. */
  secrets: Secrets | Unconfigured
  /** SITE_SHARED_SECRET; without it the function answers no one. */
  siteSecret: string | Unconfigured
  /** Unconfigured without a secret key for the cache's SQL calls: the function answers not_configured. */
  cache: ReviewsCache | Unconfigured
  fetch: typeof fetch
  /** Where details of a failure go (the function's log), never to the caller. */
  log: (message: string) => void
}

/** One review as the function answers it; the site's Review (lib/data/types.ts) is this one. */
export type ReviewAnswer = {
  author: string
  /** Stars, 1 to 5. */
  rating: number
  /** Relative date text, e.g. 'Hace 2 meses'. */
  date: string
  /** ISO 8601 date, e.g. '2025-03-14'. */
  datePublished: string
  text: string
  /** Address of the author's picture, when there is one. */
  avatar?: string
  /** Relative time as Google words it. */
  relative_time?: string
}

export type ReviewsAnswer = {
  reviews: ReviewAnswer[]
  average_rating: number | null
  total_reviews: number | null
}

export const PLACES_API_URL = 'https://places.googleapis.com/v1/places/'
export const FIELD_MASK = 'rating,userRatingCount,reviews'

// The parts of a Place (Places API New) this function asks for.
type LocalizedText = { text?: string; languageCode?: string }
type PlaceReview = {
  rating?: number
  relativePublishTimeDescription?: string
  publishTime?: string
  text?: LocalizedText
  originalText?: LocalizedText
  authorAttribution?: { displayName?: string; uri?: string; photoUri?: string }
}
type Place = { rating?: number; userRatingCount?: number; reviews?: PlaceReview[] }
type PlacesError = { error?: { code?: number; status?: string; message?: string } }

export async function handleRequest(request: Request, deps: Deps): Promise<Response> {
  // The site reads reviews on its server; no browser needs cross-origin access.
  if (request.method === 'OPTIONS') return new Response(null, { status: 204 })
  if (request.method !== 'GET' && request.method !== 'POST') return json(405, { error: 'method_not_allowed' })
  const ready = await passGate(request, { ...deps, client: deps.cache, settings: deps.secrets })
  if (ready instanceof Response) return ready
  const { client: cache, settings: secrets } = ready

  const cached = await cache.read(secrets.placeId)
  if (!cached.refresh) {
    // Fresh, or another call is refreshing it; before the very first answer there is nothing to give.
    return cached.answer ? json(200, cached.answer) : json(503, { error: 'refresh_in_progress' })
  }
  const fetched = await askGoogle(secrets, deps)
  if (fetched instanceof Response) {
    if (!cached.answer) return fetched
    deps.log('Answering the reviews cached before this failure')
    return json(200, cached.answer)
  }
  await cache.store(secrets.placeId, fetched)
  return json(200, fetched)
}

/** The place's reviews from the Places API, or the error response to give the caller. */
async function askGoogle({ apiKey, placeId }: Secrets, deps: Deps): Promise<ReviewsAnswer | Response> {
  let answer: Response
  try {
    answer = await deps.fetch(`${PLACES_API_URL}${encodeURIComponent(placeId)}?languageCode=es`, {
      headers: { 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': FIELD_MASK },
    })
  } catch (error) {
    deps.log(`Places API unreachable: ${redact(String(error), apiKey)}`)
    return json(502, { error: 'places_unreachable' })
  }

  let body: unknown
  try {
    body = await answer.json()
  } catch {
    deps.log(`Places API answered ${answer.status} with a body that is not JSON`)
    return json(502, { error: 'places_invalid_answer', places_status: answer.status })
  }

  if (!answer.ok) {
    const error = (body as PlacesError)?.error
    const reason = typeof error?.status === 'string' ? error.status : 'UNKNOWN'
    deps.log(
      `Places API answered ${answer.status} ${reason}: ${redact(String(error?.message ?? ''), apiKey)}`,
    )
    return json(502, { error: 'places_api_error', places_status: answer.status, reason })
  }
  if (typeof body !== 'object' || body === null) return json(502, { error: 'places_invalid_answer' })

  return toAnswer(body as Place)
}

export function toAnswer(place: Place): ReviewsAnswer {
  return {
    reviews: (place.reviews ?? []).flatMap((review) => {
      const mapped = toReview(review)
      return mapped ? [mapped] : []
    }),
    average_rating: typeof place.rating === 'number' && place.rating > 0 ? place.rating : null,
    total_reviews: typeof place.userRatingCount === 'number' ? place.userRatingCount : null,
  }
}

// A review without stars, words or a date cannot be shown as the site shows
// reviews (quoted text, stars, date), so it is left out.
function toReview(review: PlaceReview): ReviewAnswer | null {
  const text = (review.text?.text ?? review.originalText?.text ?? '').trim()
  const rating = review.rating
  const published = review.publishTime ? new Date(review.publishTime) : null
  if (!text || typeof rating !== 'number' || rating < 1 || rating > 5) return null
  if (!published || Number.isNaN(published.getTime())) return null

  const relative = review.relativePublishTimeDescription?.trim()
  const photo = review.authorAttribution?.photoUri
  return {
    author: review.authorAttribution?.displayName?.trim() || 'Usuario de Google',
    rating: Math.round(rating),
    date: relative || formatReviewDate(published),
    datePublished: published.toISOString().slice(0, 10),
    text,
    ...(photo?.startsWith('https://') ? { avatar: photo } : {}),
    ...(relative ? { relative_time: relative } : {}),
  }
}

const redact = (text: string, secret: string) => (secret ? text.split(secret).join('[redacted]') : text)
