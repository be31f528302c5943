import { getLandingPage } from '@/content/pages'
import { seoRoute } from '@/components/seo/seo-route'
import { applyStoredContent } from '@/lib/content/apply-stored'
import { withSeo } from '@/lib/seo/apply'
import { LandingPage } from './landing-page'

/** Metadata and component of one landing page; its route file only binds them to the path. */
export function landingRoute(path: string) {
  const builtIn = getLandingPage(path)
  if (builtIn.contact) throw new Error(`${path} has a contact section: its route must use guideRoute()`)
  return seoRoute(path, ({ seo, content }) => (
    <LandingPage page={withSeo(applyStoredContent(builtIn, content?.content ?? null), seo)} />
  ))
}
