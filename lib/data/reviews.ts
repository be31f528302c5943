import 'server-only'
import { builtInReviews } from '@/content/reviews'
import { getDataBackend } from '@/lib/backend'
import type { ReviewsResponse } from './types'

/** Reviews as the section shows them, and where they come from (Google's need attribution). */
export type ShownReviews = ReviewsResponse & { source: 'google' | 'built-in' }

const builtIn: ShownReviews = {
  reviews: builtInReviews,
  averageRating: null,
  totalReviews: null,
  source: 'built-in',
}

/**
 * The company's Google reviews when the backend has some, else the built-in
 * ones (a failure shows them too). Never throws, so the
 * page always renders; a failure is logged.
 */
export async function getReviews(): Promise<ShownReviews> {
  try {
    const remote = await getDataBackend().reviews.fetch()
    if (remote && remote.reviews.length > 0) return { ...remote, source: 'google' }
  } catch (error) {
    console.error('Reviews could not be fetched; showing the built-in ones.', error)
  }
  return builtIn
}
