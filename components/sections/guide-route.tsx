import { getLandingPage } from '@/content/pages'
import { ContactSection } from './contact-section'
import { LandingPage } from './landing-page'
import { landingMetadata } from './landing-route'

/** Like landingRoute(), for the pages that end with the quote form (the subsidy guides). */
export function guideRoute(path: string) {
  const page = getLandingPage(path)
  const contact = page.contact
  if (!contact) throw new Error(`${path} has no contact section: its route must use landingRoute()`)
  return {
    metadata: landingMetadata(page),
    Page: function GuideRoutePage() {
      return (
        <LandingPage
          page={page}
          contact={<ContactSection heading={contact.heading} intro={contact.intro} />}
        />
      )
    },
  }
}
