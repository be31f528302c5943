import Image from 'next/image'
import type { Review } from '@/lib/data/types'
import { starsLabel } from '@/lib/reviews/figures'
import { Stars } from './stars'

/** The author's first letter, upper case, for the avatar circle of authors without a picture. */
export const initialOf = (author: string) => Array.from(author.trim())[0]?.toLocaleUpperCase('es-ES') ?? '?'

/** One review: stars, the quoted text (at most six lines), avatar or initial, author and date. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="flex h-full flex-col rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)">
      <Stars value={review.rating} label={starsLabel(review.rating)} />
      <blockquote className="mt-4 flex-1 text-ink">
        <p className="line-clamp-6">{`“${review.text}”`}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {review.avatar ? (
          // Decorative: the author's name is written beside it.
          <Image
            src={review.avatar}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-full bg-brand-50 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
          >
            {initialOf(review.author)}
          </span>
        )}
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold break-words text-brand-900">{review.author}</span>
          <time dateTime={review.datePublished} className="text-sm text-muted">
            {review.relativeTime ?? review.date}
          </time>
        </span>
      </figcaption>
    </figure>
  )
}
