import 'server-only'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { pageTemplates, type LocalFacts } from '@/content/templates'
import type { LandingPage as LandingPageData } from '@/content/types'
import { ContactSection } from '@/components/sections/contact-section'
import { LandingPage } from '@/components/sections/landing-page'
import { seoRoute } from '@/components/seo/seo-route'
import { applyStoredContent } from '@/lib/content/apply-stored'
import { withSeo } from '@/lib/seo/apply'
import { localFactsSection } from '@/lib/staff-pages/local-facts'
import { previewingAdmin, staffEditablePage, staffPagesFor } from '@/lib/staff-pages/registry'
import type { StaffPage } from '@/lib/staff-pages/types'

// What the catch-all route (app/(site)/[...path]/page.tsx) asks of staff
// pages: the published page at a path, rendered with the components of the
// built-in landing pages and guides (static: generated on its first request,
// regenerated on publish, listed for the next build), or, in an admin's
// preview, the page in any state. A failed read throws, as for every page.

const findPage = async (path: string): Promise<StaffPage | undefined> =>
  (await staffPagesFor(await previewingAdmin())).find((page) => page.path === path)

function staffRoute(page: StaffPage) {
  const { builtIn } = staffEditablePage(page)
  const { guide } = pageTemplates[page.template]
  return seoRoute(
    page.path,
    ({ seo, content }) => {
      const { local, ...shown } = applyStoredContent(
        builtIn as Omit<LandingPageData, 'path' | 'seo'> & { local?: LocalFacts },
        content?.content ?? null,
      )
      const sections = local
        ? [shown.sections[0]!, localFactsSection(local), ...shown.sections.slice(1)]
        : shown.sections
      const body = withSeo({ ...shown, sections, path: page.path } as LandingPageData, seo)
      return guide && shown.contact ? (
        <LandingPage
          page={body}
          updatedAt={content?.publishedAt ?? null}
          contact={<ContactSection heading={shown.contact.heading} intro={shown.contact.intro} />}
        />
      ) : (
        <LandingPage page={body} />
      )
    },
    { editable: true },
  )
}

/** The staff page at `path`, rendered; null when there is none (or none published). */
export async function findStaffPage(path: string): Promise<ReactNode | null> {
  const page = await findPage(path)
  if (!page) return null
  const { Page } = staffRoute(page)
  return <Page />
}

/** Its <head>, for the catch-all's generateMetadata; empty when there is no page (the 404's own). */
export async function staffPageMetadata(path: string): Promise<Metadata> {
  const page = await findPage(path)
  return page ? staffRoute(page).generateMetadata() : {}
}

/** The published staff pages, for the catch-all's generateStaticParams (the next build renders them). */
export async function staffPageParams(): Promise<{ path: string[] }[]> {
  return (await staffPagesFor(null)).map((page) => ({ path: page.path.slice(1).split('/') }))
}
