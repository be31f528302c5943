import type { Viewport } from 'next'
import localFont from 'next/font/local'

// What every HTML document of the site shares: the root layout's and the global 404's.

// Inter, self-hosted from the @fontsource-variable/inter package (latin subset).
// Preloaded and optional: used when it arrives with the first paint (or from
// the cache); on a connection too slow for that, the page keeps the fallback
// rather than swapping and moving the text the visitor is reading.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-inter',
})

export const documentViewport: Viewport = {
  themeColor: '#0b2545',
  width: 'device-width',
  initialScale: 1,
}
