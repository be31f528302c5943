import { ExternalLink } from 'lucide'
import { SectionHeader } from '@/components/sections/section-header'
import { buttonClasses } from '@/components/ui/button'
import { SvgIcon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { reviewsCopy } from '@/content/reviews'
import { site } from '@/content/site'
import { getReviews } from '@/lib/reviews/get-reviews'
import { ReviewsBody } from './reviews-body'

/**
 * 'Lo que dicen nuestros clientes', with the reviews read on the server while
 * the page is rendered. No Suspense boundary on purpose: React streams a
 * suspended section out of place (its fallback in the page, the reviews in a
 * hidden element swapped in by a script), so a static page's HTML would show
 * '(cargando...)' to anyone without JavaScript. Awaited here, the prerendered
 * HTML holds the reviews and their structured data where they belong.
 */
export async function ReviewsSection() {
  const data = await getReviews()
  return (
    <Section id="resenas" labelledBy="resenas-titulo" className="motion-safe:animate-fade-in">
      <SectionHeader
        id="resenas-titulo"
        heading={reviewsCopy.heading}
        intro={[reviewsCopy.intro]}
        align="center"
      />
      <ReviewsBody data={data} />
      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <a
          href={site.reviewsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary')}
        >
          {reviewsCopy.more}
          <SvgIcon node={ExternalLink} className="size-4" strokeWidth={2} />
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
        <p className="max-w-xl text-muted">{reviewsCopy.invitation}</p>
      </div>
    </Section>
  )
}
