import { listPublishedStaffPages } from '@/lib/data'
import { sitePages } from './check-lead-source'

// The pages a lead may be credited to beyond the built-in ones: the staff
// pages published now, read by the quote action (dynamic) and the inbox.

/** The paths of the staff pages published now (a failed read throws). */
export const publishedStaffPagePaths = async (): Promise<ReadonlySet<string>> =>
  new Set((await listPublishedStaffPages()).map((page) => page.path))

/**
 * The inbox's page filter: the built-in pages, the published staff pages, and
 * the page filtered by when it is neither (a page taken off the site, reached
 * from 'Resultados'), so the list always shows what it filters by.
 */
export async function sourceFilterPages(current: string | null): Promise<string[]> {
  const pages = [...sitePages, ...(await publishedStaffPagePaths())]
  return current === null || pages.includes(current) ? pages : [...pages, current]
}
