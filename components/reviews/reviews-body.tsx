import { JsonLdScript } from '@/components/seo/json-ld-script'
import { Carousel } from '@/components/ui/carousel'
import { CarouselSlide } from '@/components/ui/carousel-slide'
import { reviewsCopy } from '@/content/reviews'
import type { ShownReviews } from '@/lib/reviews/get-reviews'
import type { Review } from '@/lib/data/types'
import { reviewFigures } from '@/lib/reviews/figures'
import { reviewsSchema } from '@/lib/seo/reviews-schema'
import { RatingSummary } from './rating-summary'
import { ReviewCard } from './review-card'

/** Reviews shown in a grid up to this many; above it, a carousel with all of them. */
export const GRID_MAX = 4

const gridColumns: Record<number, string> = {
  1: 'mx-auto max-w-xl',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
}

/** The reviews part of the section: figures, the reviews, Google attribution and structured data. */
export function ReviewsBody({ data }: { data: ShownReviews }) {
  return (
    <>
      <RatingSummary figures={reviewFigures(data)} />
      <div className="mt-10">
        {data.reviews.length > GRID_MAX ? (
          <ReviewsCarousel reviews={data.reviews} />
        ) : (
          <ul role="list" className={`grid gap-6 ${gridColumns[data.reviews.length] ?? ''}`}>
            {data.reviews.map((review, index) => (
              <li key={index}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {data.source === 'google' && (
        <p className="mt-4 text-right text-sm text-muted">{reviewsCopy.googleAttribution}</p>
      )}
      <JsonLdScript data={reviewsSchema(data)} />
    </>
  )
}

function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
  return (
    <Carousel
      label={reviewsCopy.carouselLabel}
      previousLabel={reviewsCopy.previous}
      nextLabel={reviewsCopy.next}
    >
      {reviews.map((review, index) => (
        <CarouselSlide
          key={index}
          index={index}
          count={reviews.length}
          className="basis-full md:basis-1/2 lg:basis-1/4"
        >
          <ReviewCard review={review} />
        </CarouselSlide>
      ))}
    </Carousel>
  )
}
