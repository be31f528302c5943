import type { Metadata } from 'next'
import { Suspense, cache } from 'react'
import { unstable_cache } from 'next/cache'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { after } from 'next/server'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { requestedPath } from '@/lib/addresses/paths'
import { findSiteRedirect, recordMissedPath } from '@/lib/data'
// The staff pages: the published page at a path, rendered, its <head>, and the published paths for the next build.
import { findStaffPage, staffPageMetadata, staffPageParams } from '@/lib/staff-pages'

// Every path that no other route, file or next.config redirect answers: a
// staff page (static, generated on its first request, regenerated on
// publish), else a staff redirect, else the site's 404, counted. The built-in
// pages are routes of their own and never reach this one, nor do assets.
//
// Next.js keeps what this route renders for a path, a redirect or a 404 too,
// and answers the next requests from it without running it. A staff redirect
// may stay so (saving one regenerates its source); a 404 must be counted, so
// it is kept one second: a later request gets it while it renders again in
// the background, which counts that request. See docs/decisions.md.

export const dynamicParams = true

type Props = { params: Promise<{ path: string[] }> }

export const generateStaticParams = () => staffPageParams()

/** What a path is, read once for the metadata and the page (keyed by the path, a string). */
const resolvePath = cache(async (path: string) => {
  // Not a path anything is stored under (the proxy refuses such escapes first).
  if (/\p{Cc}/u.test(path)) return { path, staffRedirect: null, unusable: true }
  const staffPage = await findStaffPage(path)
  if (staffPage) return { path, staffPage }
  // A failed read answers the 404 (kept a second, then read again), not a 500 for every unknown path.
  const staffRedirect = await findSiteRedirect(path).catch((error: unknown) => {
    console.error(`The redirect of ${JSON.stringify(path)} could not be read.`, error)
    return null
  })
  return { path, staffRedirect }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const address = await resolvePath(requestedPath((await params).path))
  if (address.staffPage) return staffPageMetadata(address.path)
  if (address.staffRedirect) return {}
  return { title: 'Página no encontrada', robots: { index: false, follow: true } }
}

/** Keeps a 404's render for one second, no longer: its only use is that lifetime. */
const keepOneSecond = unstable_cache(async () => true, ['missed-path-lifetime'], { revalidate: 1 })

export default async function AddressPage({ params }: Props) {
  const { path, staffPage, staffRedirect, unusable } = await resolvePath(requestedPath((await params).path))
  if (staffPage) return staffPage
  if (staffRedirect) {
    if (staffRedirect.permanent) permanentRedirect(staffRedirect.destination)
    redirect(staffRedirect.destination)
  }

  await keepOneSecond()
  if (!unusable)
    after(() =>
      recordMissedPath(path).catch((error: unknown) =>
        console.error('A missed path could not be counted.', error),
      ),
    )
  // notFound() gives the answer its 404. Thrown outside a boundary it leaves Next.js's empty error
  // document, drawn by the browser; inside this one, the HTML carries the 404 page itself (the
  // fallback), and the browser then draws not-found.tsx, the same page, in its place.
  return (
    <Suspense fallback={<NotFoundContent />}>
      <Missing />
    </Suspense>
  )
}

function Missing(): never {
  notFound()
}
