import { getLandingPage } from '@/content/pages'
import { pageMetadata } from '@/lib/seo/metadata'
import { LandingPage } from './landing-page'

/** Metadata and component of one landing page; its route file only binds them to the path. */
export function landingRoute(path: string) {
  const page = getLandingPage(path)
  if (page.contact) throw new Error(`${path} has a contact section: its route must use guideRoute()`)
  return {
    metadata: pageMetadata({
      path,
      title: page.seo.title,
      description: page.seo.description,
      indexable: true,
    }),
    Page: function LandingRoutePage() {
      return <LandingPage page={page} />
    },
  }
}
