import { getLandingPage } from '@/content/pages'
import { seoRoute } from '@/components/seo/seo-route'
import { withSeo } from '@/lib/seo/apply'
import { LandingPage } from './landing-page'

/** Metadata and component of one landing page; its route file only binds them to the path. */
export function landingRoute(path: string) {
  const page = getLandingPage(path)
  if (page.contact) throw new Error(`${path} has a contact section: its route must use guideRoute()`)
  return seoRoute(path, ({ seo }) => <LandingPage page={withSeo(page, seo)} />)
}
