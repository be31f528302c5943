import { firstParam, pageParam, type RawParams } from '@/lib/admin/list-query'

// The history's view in the editor's address, so a comparison can be linked
// and reloaded: its page of rows (historial), the version chosen (version) and
// what it is compared with (comparar: the version before it, or the live page).

export const HISTORY_PAGE_SIZE = 20
/** 50 drafts and every publish: a few pages; a page past the last shows the last. */
const historyPage = pageParam('historial', 1000)

export type Comparison = 'anterior' | 'web'
export type HistoryView = { page: number; version: number | null; compare: Comparison }

export function readHistoryView(params: RawParams): HistoryView {
  const version = Number(firstParam(params, 'version'))
  return {
    page: historyPage.read(params),
    version: Number.isSafeInteger(version) && version > 0 ? version : null,
    compare: firstParam(params, 'comparar') === 'web' ? 'web' : 'anterior',
  }
}

/** The content editor's address (`editor`, which has a query already) at this view of its history. */
export function historyHref(editor: string, view: Partial<HistoryView>): string {
  const search = new URLSearchParams()
  historyPage.write(search, view.page ?? 1)
  if (view.version) {
    search.set('version', String(view.version))
    search.set('comparar', view.compare ?? 'anterior')
  }
  const query = search.toString()
  return `${editor}${query ? `&${query}` : ''}#historial-titulo`
}
