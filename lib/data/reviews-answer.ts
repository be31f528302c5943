import { z } from 'zod/mini'
import type { ReviewsAnswer } from '@/supabase/functions/fetch-google-reviews/handler'
import type { ReviewsResponse } from './types'
import { isRemoteImageAllowed } from '@/lib/remote-images'

// The answer of the edge function fetch-google-reviews, checked before the
// site trusts it. Typed against the function's own answer type, so the two
// cannot drift apart.

const reviewAnswer = z.object({
  author: z.string().check(z.trim(), z.minLength(1)),
  rating: z.number().check(z.gte(1), z.lte(5)),
  date: z.string(),
  datePublished: z.iso.date(),
  text: z.string().check(z.trim(), z.minLength(1)),
  avatar: z.optional(z.string()),
  relative_time: z.optional(z.string()),
})

export const reviewsAnswerSchema: z.ZodMiniType<ReviewsAnswer> = z.object({
  reviews: z.array(reviewAnswer),
  average_rating: z.nullable(z.number().check(z.gte(1), z.lte(5))),
  total_reviews: z.nullable(z.int().check(z.gte(0))),
})

export const toReviewsResponse = (answer: ReviewsAnswer): ReviewsResponse => ({
  reviews: answer.reviews.map((review) => ({
    author: review.author,
    rating: review.rating,
    date: review.date,
    datePublished: review.datePublished,
    text: review.text,
    ...(review.avatar && isRemoteImageAllowed(review.avatar) ? { avatar: review.avatar } : {}),
    ...(review.relative_time ? { relativeTime: review.relative_time } : {}),
  })),
  averageRating: answer.average_rating,
  totalReviews: answer.total_reviews,
})
