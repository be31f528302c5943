import { MissingPage, missingPageMetadata } from '@/components/layout/missing-page'

// Every unknown address, sent here by proxy.ts (through next.config.ts's
// rewrite), which counts it: the site's 404 in the site's frame, one page for
// every address, so however many there are, nothing more is written to disk.
// Kept one second, as a 404 always was, so a front server or CDN does not keep
// an address's 404 after a staff page takes it. Not in the sitemap; staff may
// not take its path.

export const revalidate = 1

export const metadata = missingPageMetadata

export default function UnknownPathPage() {
  return <MissingPage />
}
