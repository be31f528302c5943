import type { Metadata } from 'next'
import { unstable_cache } from 'next/cache'
import { after } from 'next/server'
import { MissingPage, missingPageMetadata } from '@/components/layout/missing-page'
import { publicPage } from '@/components/pages/public-page'
import { ContactSection } from '@/components/sections/contact-section'
import { countMissedPath } from '@/lib/paths/count-missed-path'
import { requestedPath } from '@/lib/paths/paths'
import { findStaffPage, staffPageBody, staffPageParams } from '@/lib/staff-pages'

// The staff pages: static, generated on their first request, kept until
// regenerated (on publish, rename, removal). proxy.ts sends here only the
// paths of published staff pages and an admin's previews (Draft Mode, never
// kept); staff redirects it answers itself, every other path it sends to the
// one 404 page (app/(site)/sin-pagina), because Next.js keeps on disk what
// this route renders statically, for every path it is asked. The built-in
// pages are routes of their own and never reach this one, nor do assets.
//
// A path may still arrive here without a page: one unpublished on another
// server instance while this proxy's list is a few seconds old, or any path
// while the proxy cannot read the lists (the page's own read then fails too,
// and a failed render is not kept). Its 404 is kept one second, so the next
// request renders it again and counts it: this route is static, and Next.js
// answers a render that turns dynamic at run time (connection()) with a 500,
// so its 404 cannot be left unkept. See docs/decisions.md.

export const dynamicParams = true

type Props = { params: Promise<{ path: string[] }> }

export const generateStaticParams = () => staffPageParams()

/** The requested path, and the route of the staff page there (undefined when there is none). */
async function staffRouteOf({ params }: Props) {
  const path = requestedPath((await params).path)
  const page = await findStaffPage(path)
  const route =
    page && publicPage(page.path, { builtIn: staffPageBody(page), editable: true, Contact: ContactSection })
  return { path, route }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { route } = await staffRouteOf(props)
  return route ? route.generateMetadata() : missingPageMetadata
}

/** Keeps a 404's render for one second, no longer: its only use is that lifetime. */
const keepOneSecond = unstable_cache(async () => true, ['missed-path-lifetime'], { revalidate: 1 })

export default async function PathPage(props: Props) {
  const { path, route } = await staffRouteOf(props)
  if (route) return <route.Page />

  await keepOneSecond()
  after(() => countMissedPath(path))
  return <MissingPage />
}
