import type { Metadata, Viewport } from 'next'
import { SiteShell } from '@/components/layout/site-shell'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { site } from '@/content/site'
import { documentViewport, inter } from './document'
import './globals.css'

// An address no route matches: a whole document of its own, outside the root layout.
export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: `Página no encontrada | ${site.brand}`,
  robots: { index: false, follow: true },
}

export const viewport: Viewport = documentViewport

export default function GlobalNotFound() {
  return (
    <html lang="es" className={inter.variable}>
      <body>
        <SiteShell>
          <NotFoundContent />
        </SiteShell>
      </body>
    </html>
  )
}
