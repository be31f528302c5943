import { NotFoundContent } from '@/components/layout/not-found-content'
import { missingPageMetadata } from '@/components/layout/missing-page'

export const metadata = missingPageMetadata

/** An address with no page and no redirect: the site's 404, in the site's frame as app/global-not-found.tsx. */
export default function PathNotFound() {
  return <NotFoundContent />
}
