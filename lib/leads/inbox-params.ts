import type { InboxStatus } from '@/lib/data/types'
import { firstParam, listFilter, searchParam, type RawParams } from '@/lib/admin/list-address'
import { isSitePage } from './check-lead-source'

// The inbox's address: its filters live in the query string (q, estado, origen,
// pagina, pruebas), so every view can be linked, bookmarked, reloaded, and built by a
// plain GET form without JavaScript. Anything unexpected falls back to the default.

export const inboxPath = '/seo-dashboard/solicitudes'
export const INBOX_PAGE_SIZE = 25
/** Far past any real inbox; keeps the database's offset bounded. */
const MAX_PAGE = 10_000

export type InboxParams = {
  query: string
  status: InboxStatus
  /** Only the leads credited to this page of the site; null for any. */
  source: string | null
  includeTests: boolean
  page: number
}

/** `?pruebas=mostrar` also lists the leads the e2e tests sent to a deployment. */
export const testLeadsParam = { name: 'pruebas', value: 'mostrar' } as const

/** The e-mail domain that marks a test lead; the database's is_test_lead() checks the same one. */
export const testLeadDomain = 'pruebas.example.com'

export const statusFilter = listFilter<InboxStatus>('estado', {
  all: { slug: 'todas', label: 'Todas' },
  new: { slug: 'nuevas', label: 'Nuevas' },
  contacted: { slug: 'contactadas', label: 'Contactadas' },
  quote_sent: { slug: 'presupuesto-enviado', label: 'Presupuesto enviado' },
  won: { slug: 'ganadas', label: 'Ganadas' },
  lost: { slug: 'perdidas', label: 'Perdidas' },
})

export function parseInboxParams(params: RawParams): InboxParams {
  const query = searchParam(params)
  const status = statusFilter.read(params)
  const sourceText = firstParam(params, 'origen') ?? ''
  const source = isSitePage(sourceText) ? sourceText : null
  const pageText = firstParam(params, 'pagina') ?? ''
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Math.min(Number(pageText), MAX_PAGE) : 1
  const includeTests = firstParam(params, testLeadsParam.name) === testLeadsParam.value
  return { query, status, source, includeTests, page }
}

/** The query string of a view ('' for the default one), defaults left out. */
export function inboxSearch({
  query = '',
  status = 'all',
  source = null,
  includeTests = false,
  page = 1,
}: Partial<InboxParams>): string {
  const search = new URLSearchParams()
  if (query) search.set('q', query)
  statusFilter.write(search, status)
  if (source) search.set('origen', source)
  if (includeTests) search.set(testLeadsParam.name, testLeadsParam.value)
  if (page > 1) search.set('pagina', String(page))
  const text = search.toString()
  return text ? `?${text}` : ''
}

export const inboxHref = (params: Partial<InboxParams>) => `${inboxPath}${inboxSearch(params)}`

/** A lead's page, carrying the list's view so its back link returns to it. */
export const leadHref = (id: string, params: Partial<InboxParams>) =>
  `${inboxPath}/${id}${inboxSearch(params)}`

/** The CSV of the filtered list: every page of it. */
export const exportHref = ({ query, status, source, includeTests }: Partial<InboxParams>) =>
  `${inboxPath}/export${inboxSearch({ query, status, source, includeTests })}`

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isLeadId = (value: unknown): value is string => typeof value === 'string' && uuid.test(value)
