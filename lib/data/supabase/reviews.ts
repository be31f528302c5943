import 'server-only'
import type { SupabaseClient } from '@supabase/supabase-js'
import { invokeSiteFunction } from '@/lib/supabase/site-function'
import { DataError, type DataBackend } from '../types'
import { reviewsAnswerSchema, toReviewsResponse } from './reviews-answer'

/** How long a page render waits for the reviews before showing the built-in ones. */
const REVIEWS_TIMEOUT_MS = 10_000

/**
 * The reviews through the edge function fetch-google-reviews, which answers
 * only callers with the site's shared secret: it is sent from the server
 * (the home page renders the reviews there), never from a browser.
 */
export function createSupabaseReviews(
  getClient: () => SupabaseClient,
  siteSecret: () => string,
): DataBackend['reviews'] {
  return {
    async fetch() {
      const data = await invokeSiteFunction(getClient(), siteSecret(), 'fetch-google-reviews', {
        method: 'GET',
        timeout: REVIEWS_TIMEOUT_MS,
      })
      const answer = reviewsAnswerSchema.safeParse(data)
      if (!answer.success)
        throw new DataError('fetch-google-reviews answered an unexpected shape', { cause: answer.error })
      return toReviewsResponse(answer.data)
    },
  }
}
