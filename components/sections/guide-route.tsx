import { getLandingPage } from '@/content/pages'
import { seoRoute } from '@/components/seo/seo-route'
import { withSeo } from '@/lib/seo/apply'
import { ContactSection } from './contact-section'
import { LandingPage } from './landing-page'

/** Like landingRoute(), for the pages that end with the quote form (the subsidy guides). */
export function guideRoute(path: string) {
  const page = getLandingPage(path)
  const contact = page.contact
  if (!contact) throw new Error(`${path} has no contact section: its route must use landingRoute()`)
  return seoRoute(path, ({ seo }) => (
    <LandingPage
      page={withSeo(page, seo)}
      contact={<ContactSection heading={contact.heading} intro={contact.intro} />}
    />
  ))
}
