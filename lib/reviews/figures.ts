import type { ReviewsResponse } from '@/lib/data/types'

// The figures of the reviews section: the source's own when
// it gives them, else worked out from the list. The section and the
// structured data both read these, so they always agree.

export type ReviewFigures = {
  /** Average stars, rounded to one decimal as shown; 0 for an empty list. */
  average: number
  count: number
}

export function reviewFigures({ reviews, averageRating, totalReviews }: ReviewsResponse): ReviewFigures {
  const computed = reviews.length
    ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
    : 0
  return {
    average: Math.round((averageRating ?? computed) * 10) / 10,
    count: totalReviews ?? reviews.length,
  }
}

const ratingFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const countFormat = new Intl.NumberFormat('es-ES')

/** '4,8', '5,0'. */
export const formatRating = (value: number) => ratingFormat.format(value)

/** '1 reseña', '37 reseñas', '12.400 reseñas'. */
export const formatReviewCount = (count: number) =>
  `${countFormat.format(count)} ${count === 1 ? 'reseña' : 'reseñas'}`

const starsFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 })

/** The accessible name of a review's stars: '5 de 5 estrellas'. */
export const starsLabel = (rating: number) => `${starsFormat.format(rating)} de 5 estrellas`
