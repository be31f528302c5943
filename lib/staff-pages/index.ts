import 'server-only'
import { previewingAdmin, staffEditablePage, staffPagesFor } from './registry'
import type { PageBody, StaffPage } from './types'

// What the catch-all route (app/(site)/[...path]/page.tsx) asks of staff
// pages, as data: the published page at a path (in an admin's preview, the
// page in any state), its built-in content, and the published paths for the
// next build. components/pages/ draws them as it draws the built-in pages.
// A failed read throws, as for every page.

/** The staff page at `path`: published, or in any state in an admin's preview; undefined when there is none. */
export async function findStaffPage(path: string): Promise<StaffPage | undefined> {
  return (await staffPagesFor(await previewingAdmin())).find((page) => page.path === path)
}

/** The page's content as its template gives it (what stored content applies over). */
export const staffPageBody = (page: StaffPage) => staffEditablePage(page).builtIn as PageBody

/** The published staff pages, for the catch-all's generateStaticParams (the next build renders them). */
export async function staffPageParams(): Promise<{ path: string[] }[]> {
  return (await staffPagesFor(null)).map((page) => ({ path: page.path.slice(1).split('/') }))
}
