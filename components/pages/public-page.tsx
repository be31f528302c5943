import type { ReactNode } from 'react'
import { getLandingPage } from '@/content/pages'
import type { LandingPage as LandingPageData } from '@/content/types'
import type { ContactSection } from '@/components/sections/contact-section'
import { LandingPage } from '@/components/sections/landing-page'
import { seoRoute } from '@/components/seo/seo-route'
import { applyStoredContent } from '@/lib/content/apply-stored'
import { withSeo } from '@/lib/seo/apply'
import { withLocalFacts } from '@/lib/staff-pages/local-facts'
import type { PageBody } from '@/lib/staff-pages/types'

type Options = {
  /**
   * The quote form's section, for a page that ends with it (a guide). Passed in by the route rather
   * than imported here, so pages without the form do not load its JavaScript (Next.js ships every
   * client component a route imports).
   */
  Contact?: typeof ContactSection
  /** The page's content before what staff stored: a staff page's template; by default the built-in page's. */
  builtIn?: PageBody
  /** Whether its content is stored; by default whether it is an editable page (a staff page's always is). */
  editable?: boolean
  /** A part drawn right after the hero from the content shown (the savings calculator from its figures). */
  afterHero?: (shown: Record<string, unknown>) => ReactNode
}

/**
 * Any public page drawn from its content: a built-in landing page or guide
 * (content/pages/) or a staff page (its template). Stored content applies over
 * the built-in one, a town page shows its facts after its first section, the
 * SEO record gives the H1, first heading and FAQs, and a page with a contact
 * section ends with the quote form and shows when it was last published (its
 * figures and deadlines date; with the repository's content it shows no date).
 * Answers the route's generateMetadata and Page.
 */
export function publicPage(
  path: string,
  { Contact, builtIn = getLandingPage(path), editable, afterHero }: Options = {},
) {
  if (builtIn.contact && !Contact)
    throw new Error(`${path} ends with the quote form: its route passes Contact`)
  return seoRoute(
    path,
    ({ seo, content, focalPoints }) => {
      const shown = withLocalFacts(applyStoredContent(builtIn, content?.content ?? null))
      const page = withSeo({ ...shown, path } as LandingPageData, seo)
      const contact = builtIn.contact && shown.contact
      return contact && Contact ? (
        <LandingPage
          page={page}
          focalPoints={focalPoints}
          updatedAt={content?.publishedAt ?? null}
          contact={<Contact heading={contact.heading} intro={contact.intro} />}
          afterHero={afterHero?.(shown)}
        />
      ) : (
        <LandingPage page={page} focalPoints={focalPoints} afterHero={afterHero?.(shown)} />
      )
    },
    { editable },
  )
}
