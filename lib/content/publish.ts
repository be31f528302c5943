import 'server-only'
import { getContentDraft, publishContent } from '@/lib/data'
import type { SessionUser } from '@/lib/auth/types'
import { revalidatePage } from '@/lib/revalidate-page'
import { missingPageLinks } from './check-links'

/** A draft that links to pages the site does not have: never published. Its messages are by field. */
export class MissingPageLinksError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super('The draft links to pages the site does not have')
  }
}

/**
 * Publishes a page's draft and makes the live site show it at once, as an SEO
 * save does. Callers check the admin right and the content first; the
 * database checks the right again. Whoever publishes, a draft with a link to a
 * missing page (a version brought back from before the page went) is refused.
 */
export async function publishPage(path: string, admin: SessionUser, basedOn: number | null = null) {
  const missing = missingPageLinks((await getContentDraft(path, admin))?.content)
  if (Object.keys(missing).length > 0) throw new MissingPageLinksError(missing)
  const published = await publishContent(path, admin, basedOn)
  revalidatePage(path)
  return published
}
