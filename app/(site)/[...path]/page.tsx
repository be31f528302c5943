import type { Metadata } from 'next'
import { unstable_cache } from 'next/cache'
import { after } from 'next/server'
import { MissingPage, missingPageMetadata } from '@/components/layout/missing-page'
import { countMissedPath } from '@/lib/addresses/count-missed-path'
import { requestedPath } from '@/lib/addresses/paths'
// The staff pages: the published page at a path, rendered, its <head>, and the published paths for the next build.
import { findStaffPage, staffPageMetadata, staffPageParams } from '@/components/sections/staff-page-route'

// The staff pages: static, generated on their first request, regenerated on
// publish. proxy.ts sends here only the paths of published staff pages and an
// admin's previews (Draft Mode, never kept); staff redirects it answers
// itself, every other path it sends to the one 404 page
// (app/(site)/sin-pagina), because Next.js keeps on disk what this route
// renders, for every path it is asked. The built-in pages are routes of their
// own and never reach this one, nor do assets.
//
// A path may still arrive here without a page: one unpublished on another
// server instance while this proxy's list is a few seconds old, or any path
// while the proxy cannot read the lists (the page's own read then fails too,
// and a failed render is not kept). Its 404 is kept one second, so the next
// request renders it again and counts it. See docs/decisions.md.

export const dynamicParams = true

type Props = { params: Promise<{ path: string[] }> }

export const generateStaticParams = () => staffPageParams()

const pathOf = async ({ params }: Props) => requestedPath((await params).path)

export async function generateMetadata(props: Props): Promise<Metadata> {
  const path = await pathOf(props)
  const metadata = await staffPageMetadata(path)
  return Object.keys(metadata).length > 0 ? metadata : missingPageMetadata
}

/** Keeps a 404's render for one second, no longer: its only use is that lifetime. */
const keepOneSecond = unstable_cache(async () => true, ['missed-path-lifetime'], { revalidate: 1 })

export default async function AddressPage(props: Props) {
  const path = await pathOf(props)
  const staffPage = await findStaffPage(path)
  if (staffPage) return staffPage

  await keepOneSecond()
  after(() => countMissedPath(path))
  return <MissingPage />
}
