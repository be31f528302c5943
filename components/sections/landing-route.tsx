import { getLandingPage } from '@/content/pages'
import type { LandingPage as LandingPageData } from '@/content/types'
import { pageMetadata } from '@/lib/seo/metadata'
import { LandingPage } from './landing-page'

/** The head metadata of a landing page, from its content. */
export function landingMetadata(page: LandingPageData) {
  return pageMetadata({
    path: page.path,
    title: page.seo.title,
    description: page.seo.description,
    indexable: true,
  })
}

/** Metadata and component of one landing page; its route file only binds them to the path. */
export function landingRoute(path: string) {
  const page = getLandingPage(path)
  if (page.contact) throw new Error(`${path} has a contact section: its route must use guideRoute()`)
  return {
    metadata: landingMetadata(page),
    Page: function LandingRoutePage() {
      return <LandingPage page={page} />
    },
  }
}
