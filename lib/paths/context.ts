import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { listSiteRedirects, listStaffPages } from '@/lib/data'
import type { SiteRedirect } from './types'
import type { RedirectContext, StaffPageFacts } from './check-redirect'

/** Which addresses are staff pages, and which of them are published now. */
async function staffPageFacts(user: SessionUser): Promise<StaffPageFacts> {
  const pages = await listStaffPages(user)
  const live = new Set(pages.filter((page) => page.status === 'published').map((page) => page.path))
  const all = new Set(pages.map((page) => page.path))
  return { isLivePage: (path) => live.has(path), isStaffPage: (path) => all.has(path) }
}

/** The stored redirects and what is known of the staff pages, read together for the list. */
export async function redirectsWithFacts(
  user: SessionUser,
): Promise<{ redirects: SiteRedirect[]; facts: StaffPageFacts }> {
  const [redirects, facts] = await Promise.all([listSiteRedirects(user), staffPageFacts(user)])
  return { redirects, facts }
}

/** What a redirect is checked against: the stored redirects (but `except`, the one being changed) and the staff pages. */
export async function redirectContext(
  user: SessionUser,
  except: string | null = null,
): Promise<RedirectContext> {
  const { redirects, facts } = await redirectsWithFacts(user)
  return { ...facts, redirects: redirects.filter((redirect) => redirect.source !== except) }
}
