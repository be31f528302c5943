import { getLandingPage } from '@/content/pages'
import { seoRoute } from '@/components/seo/seo-route'
import { applyStoredContent } from '@/lib/content/apply-stored'
import { withSeo } from '@/lib/seo/apply'
import { ContactSection } from './contact-section'
import { LandingPage } from './landing-page'

/**
 * Like landingRoute(), for the pages that end with the quote form (the subsidy
 * guides). Their figures and deadlines date, so they show when they were last
 * published under the H1; with the repository's content they show no date.
 */
export function guideRoute(path: string) {
  const builtIn = getLandingPage(path)
  if (!builtIn.contact) throw new Error(`${path} has no contact section: its route must use landingRoute()`)
  return seoRoute(path, ({ seo, content }) => {
    const page = applyStoredContent(builtIn, content?.content ?? null)
    const contact = page.contact ?? builtIn.contact!
    return (
      <LandingPage
        page={withSeo(page, seo)}
        updatedAt={content?.publishedAt ?? null}
        contact={<ContactSection heading={contact.heading} intro={contact.intro} />}
      />
    )
  })
}
