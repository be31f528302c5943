import type { ReactNode } from 'react'
import { SkipLink } from './skip-link'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'
import { ScrollToTop } from './scroll-to-top'
import { VisitRecorder } from './visit-recorder'

/** The frame of every public page, the 404 page included. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className="pt-(--spacing-header) outline-none">
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop />
      <VisitRecorder />
    </>
  )
}
