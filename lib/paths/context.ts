import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { listPublishedStaffPages, listSiteRedirects } from '@/lib/data'
import type { RedirectContext } from './check-redirect'

// The staff pages published now: which staff paths are live pages.
const publishedStaffPagePaths = async () => (await listPublishedStaffPages()).map((page) => page.path)

/** What a redirect is checked against: the stored redirects (but `except`, the one being changed) and the live staff pages. */
export async function redirectContext(
  user: SessionUser,
  except: string | null = null,
): Promise<RedirectContext> {
  const [redirects, staffPages] = await Promise.all([listSiteRedirects(user), publishedStaffPagePaths()])
  const live = new Set(staffPages)
  return {
    redirects: redirects.filter((redirect) => redirect.source !== except),
    isLivePage: (path) => live.has(path),
  }
}
