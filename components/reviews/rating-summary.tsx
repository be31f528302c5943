import { BadgeCheck } from 'lucide'
import { SvgIcon } from '@/components/ui/icon'
import { reviewsCopy } from '@/content/reviews'
import { formatRating, formatReviewCount, type ReviewFigures } from '@/lib/reviews/figures'
import { Stars } from './stars'

/** The average in stars and figures, the count, and the badge. */
export function RatingSummary({ figures }: { figures: ReviewFigures }) {
  return (
    <div className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
      <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
        <Stars value={figures.average} height="h-6" />
        <span className="text-2xl font-bold text-brand-900">
          {formatRating(figures.average)}
          <span className="sr-only"> de 5 estrellas</span>
        </span>{' '}
        <span className="text-muted">{`(${formatReviewCount(figures.count)})`}</span>
      </p>
      <p className="inline-flex items-center gap-1.5 rounded-full border border-success/30 bg-white px-3 py-1 text-sm font-semibold text-success">
        <SvgIcon node={BadgeCheck} className="size-4" strokeWidth={2} />
        {reviewsCopy.badge}
      </p>
    </div>
  )
}
