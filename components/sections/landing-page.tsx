import type { ReactNode } from 'react'
import type { LandingPage as LandingPageData } from '@/content/types'
import type { FocalPoints } from '@/lib/photos/photo-focus'
import { Section } from '@/components/ui/section'
import { ClosingCta } from './closing-cta'
import { ContentSections } from './content-section'
import { FaqSection } from './faq-section'
import { PageHero } from './page-hero'

/**
 * A whole landing page from its content: hero, sections in order, FAQ, closing
 * call to action, then `contact` (the quote form section) when the page has one.
 * The form is passed in rather than imported here, so pages without it do not
 * load its JavaScript (Next.js ships every client component a route imports).
 */
export function LandingPage({
  page,
  contact,
  updatedAt,
  focalPoints,
  afterHero,
}: {
  page: LandingPageData
  contact?: ReactNode
  /** A part between the hero and the sections: the savings calculator. */
  afterHero?: ReactNode
  /** Where its photos keep their focal points in view (none: their centres). */
  focalPoints?: FocalPoints
  /** When the content was last published (ISO 8601), shown under the H1. */
  updatedAt?: string | null
}) {
  return (
    <>
      <PageHero {...page.hero} updatedAt={updatedAt} focalPoints={focalPoints} />
      {afterHero}
      <ContentSections sections={page.sections} />
      {page.faq.items.length > 0 && (
        <Section
          id="preguntas-frecuentes"
          labelledBy="preguntas-frecuentes-titulo"
          tone={page.sections.length % 2 === 0 ? 'white' : 'surface'}
        >
          <FaqSection faq={page.faq} headingId="preguntas-frecuentes-titulo" />
        </Section>
      )}
      <Section tone="brand" labelledBy="cierre-titulo">
        <ClosingCta closing={page.closing} headingId="cierre-titulo" />
      </Section>
      {contact}
    </>
  )
}
