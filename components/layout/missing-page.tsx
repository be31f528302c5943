import type { Metadata } from 'next'
import { Suspense } from 'react'
import { notFound } from 'next/navigation'
import { NotFoundContent } from './not-found-content'

/** The <head> of the site's 404 in the site's frame: never indexed, its links followed. */
export const missingPageMetadata: Metadata = {
  title: 'Página no encontrada',
  robots: { index: false, follow: true },
}

/**
 * The site's 404 as a page's body. notFound() gives the answer its 404. Thrown outside a boundary
 * it leaves Next.js's empty error document, drawn by the browser; inside this one, the HTML carries
 * the 404 page itself (the fallback), and the browser then draws the route's not-found.tsx, the
 * same page, in its place.
 */
export function MissingPage() {
  return (
    <Suspense fallback={<NotFoundContent />}>
      <Missing />
    </Suspense>
  )
}

function Missing(): never {
  notFound()
}
