import type { Metadata } from 'next'
import { NotFoundContent } from '@/components/layout/not-found-content'

export const metadata: Metadata = { title: 'Página no encontrada' }

/**
 * notFound() inside the admin area (the invitation's page on the local backend, a lead or a page
 * no longer there, an unknown dashboard path): drawn inside the admin's frame, whose <main> it
 * fills; the site's own boundary would add a second one.
 */
export default function AdminNotFound() {
  return <NotFoundContent />
}
