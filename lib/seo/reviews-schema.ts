import type { ReviewsResponse } from '@/lib/data/types'
import { reviewFigures } from '@/lib/reviews/figures'
import { businessNode } from './business'
import type { JsonLdNode } from './json-ld'

const scale = { bestRating: 5, worstRating: 1 } as const

/**
 * The business with its aggregate rating and each review, built from the
 * reviews the visitor sees (same list, same figures). Its @id is the business
 * node's, so crawlers merge it with the business in every page's graph.
 */
export function reviewsSchema(data: ReviewsResponse): JsonLdNode {
  const { average, count } = reviewFigures(data)
  return {
    '@context': 'https://schema.org',
    ...businessNode(),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, ...scale },
    review: data.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...scale },
      datePublished: review.datePublished,
      reviewBody: review.text,
    })),
  }
}
