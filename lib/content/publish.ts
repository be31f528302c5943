import 'server-only'
import { publishContent } from '@/lib/data'
import type { SessionUser } from '@/lib/auth/types'
import { revalidatePage } from '@/lib/revalidate-page'

/**
 * Publishes a page's draft and makes the live site show it at once, as an SEO
 * save does. Callers check the admin right and the content first; the
 * database checks the right again.
 */
export async function publishPage(path: string, admin: SessionUser, basedOn: number | null = null) {
  const published = await publishContent(path, admin, basedOn)
  revalidatePage(path)
  return published
}
