import { formatRating, formatReviewCount, reviewFigures } from '@/lib/reviews/figures'
import type { Review } from '@/lib/data/types'

const review = (rating: number): Review => ({
  author: 'Ana',
  rating,
  date: 'Hace 1 mes',
  datePublished: '2026-10-01',
  text: 'Bien',
})

describe('reviewFigures', () => {
  it('takes the average and the count from the source when it gives them', () => {
    expect(reviewFigures({ reviews: [review(5), review(1)], averageRating: 4.8, totalReviews: 37 })).toEqual({
      average: 4.8,
      count: 37,
    })
  })

  it('works them out from the list when the source gives none', () => {
    expect(
      reviewFigures({ reviews: [review(5), review(4), review(5)], averageRating: null, totalReviews: null }),
    ).toEqual({ average: 4.7, count: 3 })
  })

  it('mixes a given count with a computed average, and the other way round', () => {
    expect(reviewFigures({ reviews: [review(4), review(5)], averageRating: null, totalReviews: 12 })).toEqual(
      {
        average: 4.5,
        count: 12,
      },
    )
    expect(reviewFigures({ reviews: [review(4)], averageRating: 4.26, totalReviews: null })).toEqual({
      average: 4.3,
      count: 1,
    })
  })

  it('gives zero for an empty list with no figures', () => {
    expect(reviewFigures({ reviews: [], averageRating: null, totalReviews: null })).toEqual({
      average: 0,
      count: 0,
    })
  })
})

describe('Spanish formatting', () => {
  it('writes the average with a decimal comma and always one decimal', () => {
    expect(formatRating(4.8)).toBe('4,8')
    expect(formatRating(5)).toBe('5,0')
    expect(formatRating(4.75)).toBe('4,8')
  })

  it('writes the count with its noun, singular for one, and Spanish digit grouping', () => {
    expect(formatReviewCount(1)).toBe('1 reseña')
    expect(formatReviewCount(4)).toBe('4 reseñas')
    expect(formatReviewCount(1234)).toBe('1234 reseñas')
    expect(formatReviewCount(12400)).toBe('12.400 reseñas')
  })
})
