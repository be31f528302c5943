import { callRpc, type RpcClient } from '../_shared/rpc-client.ts'
import type { ReviewsAnswer, ReviewsCache } from './handler.ts'

// google_reviews_cache through the service role (inside Supabase only): one
// call of an SQL function of the migrations per method, so which call may
// refresh a stale answer is decided by the database.

/** How long an answer is served before Google is asked again. */
export const CACHE_MAX_AGE_SECONDS = 3600
/** How long the one call refreshing a stale answer keeps the others from asking Google too. */
export const REFRESH_LEASE_SECONDS = 60

type CachedRow = { answer: ReviewsAnswer | null; refresh: boolean }

export function supabaseReviewsCache(client: RpcClient): ReviewsCache {
  return {
    async read(placeId) {
      const rows = (await callRpc(client, 'read_reviews_cache', {
        p_place_id: placeId,
        p_max_age_seconds: CACHE_MAX_AGE_SECONDS,
        p_lease_seconds: REFRESH_LEASE_SECONDS,
      })) as CachedRow[]
      const row = rows[0]
      return { answer: row?.answer ?? null, refresh: row?.refresh ?? false }
    },
    async store(placeId, answer) {
      await callRpc(client, 'store_reviews_cache', { p_place_id: placeId, p_answer: answer })
    },
  }
}
