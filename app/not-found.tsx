import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/not-found-content'

export const metadata: Metadata = {
  title: 'Página no encontrada',
  robots: { index: false, follow: true },
}

/**
 * notFound() inside a route (a lead or a page the admin no longer finds). Next.js sends this
 * boundary with every page of the site, so it stays small: the site's frame is left to
 * app/global-not-found.tsx, which answers unknown addresses.
 */
export default function NotFound() {
  return (
    <main id="contenido" tabIndex={-1} className="outline-none">
      <NotFoundContent />
    </main>
  )
}
