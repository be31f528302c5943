import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/not-found-content'

export const metadata: Metadata = {
  title: 'Página no encontrada',
  robots: { index: false, follow: true },
}

/** An address with no page and no redirect: the site's 404, in the site's frame as app/global-not-found.tsx. */
export default function AddressNotFound() {
  return <NotFoundContent />
}
