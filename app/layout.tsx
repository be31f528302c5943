import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { site } from '@/content/site'
import { documentViewport, inter } from './document'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.brand, template: `%s | ${site.brand}` },
  applicationName: site.brand,
  formatDetection: { telephone: false },
}

export const viewport: Viewport = documentViewport

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es" className={inter.variable}>
      <body>{children}</body>
    </html>
  )
}
