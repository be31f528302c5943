import 'server-only'
import { builtInReviews } from '@/content/reviews'
import { fetchStoredReviews } from '@/lib/data'
import type { ShownReviews } from '@/lib/data/reviews'

export type { ShownReviews }

/**
 * The company's Google reviews when the backend has some, else the built-in
 * ones (a failure shows them too, logged). Never throws, so the page always renders.
 */
export async function getReviews(): Promise<ShownReviews> {
  try {
    const remote = await fetchStoredReviews()
    if (remote && remote.reviews.length > 0) return { ...remote, source: 'google' }
  } catch (error) {
    console.error('Reviews could not be fetched; showing the built-in ones.', error)
  }
  return { reviews: builtInReviews, averageRating: null, totalReviews: null, source: 'built-in' }
}
