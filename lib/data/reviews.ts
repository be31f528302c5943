import { reviewsAnswerSchema, toReviewsResponse } from './reviews-answer'
import type { Transport } from './transport'
import { DataError, type ReviewsResponse } from './types'

/** How long a page render waits for the reviews before showing the built-in ones. */
const REVIEWS_TIMEOUT_MS = 10_000

/** Reviews as the section shows them, and where they come from (Google's need attribution). */
export type ShownReviews = ReviewsResponse & { source: 'google' | 'built-in' }

export function reviewsOver(db: Transport) {
  return {
    /**
     * The company's Google reviews through the edge function (it answers only
     * the site's server, with the shared secret); null where there is no such
     * function (locally: the built-in reviews show).
     */
    async fetch(): Promise<ReviewsResponse | null> {
      if (!db.invoke) return null
      const data = await db.invoke('fetch-google-reviews', { method: 'GET', timeout: REVIEWS_TIMEOUT_MS })
      const answer = reviewsAnswerSchema.safeParse(data)
      if (!answer.success)
        throw new DataError('fetch-google-reviews answered an unexpected shape', { cause: answer.error })
      return toReviewsResponse(answer.data)
    },
  }
}
