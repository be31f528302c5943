import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { getSearchOverview } from '@/lib/data'
import { listPageSeo } from '@/lib/seo/page-seo'
import { pageHistory, publishDays, searchView } from './search-view'
import { suggestions } from './suggestions'

// What 'Resultados' reads of search, as the admin: the chosen period's view
// (the latest when none is chosen), what to work on next, and one page's
// history (the chosen page, else the one seen most) with its publish days.

export async function readSearch(admin: SessionUser, choice: { period?: string; page?: string }) {
  const [overview, pages] = await Promise.all([getSearchOverview(admin), listPageSeo()])
  const view = searchView(
    overview,
    pages.map((page) => page.path),
    choice.period ?? null,
  )
  const indexable = new Set(pages.filter((page) => page.indexable).map((page) => page.path))
  const charted = view.pages.find((row) => row.page === choice.page)?.page ?? view.pages[0]?.page ?? null
  return {
    view,
    suggestions: suggestions(view.pages, indexable),
    chart:
      charted === null
        ? null
        : {
            page: charted,
            history: pageHistory(overview, charted),
            publishes: publishDays(overview, charted),
          },
  }
}

export type SearchReading = Awaited<ReturnType<typeof readSearch>>

/** A page's figures in the latest imported period (zero where it had none), for its editor; null when none is imported. */
export async function readPageSearch(admin: SessionUser, path: string) {
  return pageHistory(await getSearchOverview(admin), path).at(-1) ?? null
}
