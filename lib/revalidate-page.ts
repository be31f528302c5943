import 'server-only'
import { revalidatePath } from 'next/cache'
import { forgetKnownAddresses } from '@/lib/addresses/known-addresses-signal'

/**
 * After a page's SEO record or content changed: the page and the sitemap (its
 * lastmod) are regenerated on their next request, so no rebuild is needed.
 */
export function revalidatePage(path: string) {
  revalidatePath(path)
  revalidatePath('/sitemap.xml')
  // A staff page published, renamed or removed: the proxy's list of them is read again.
  forgetKnownAddresses()
}
