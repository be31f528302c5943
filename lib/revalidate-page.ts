import 'server-only'
import { revalidatePath } from 'next/cache'

/**
 * After a page's SEO record or content changed: the page and the sitemap (its
 * lastmod) are regenerated on their next request, so no rebuild is needed.
 */
export function revalidatePage(path: string) {
  revalidatePath(path)
  revalidatePath('/sitemap.xml')
}
