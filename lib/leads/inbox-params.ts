import { INBOX_PAGE_SIZE, type InboxStatus } from '@/lib/leads/types'
import { listQuery, listFilter, pageParam, toggleFilter, valueFilter } from '@/lib/admin/list-query'
import { isPagePath } from './check-lead-source'

// The inbox's address: its view lives in the query string (q, estado, origen,
// pruebas, pagina; lib/admin/list-query.ts reads and writes it).

export const inboxPath = '/seo-dashboard/solicitudes'
/** Far past any real inbox; keeps the database's offset bounded. */
const MAX_PAGE = 10_000

/** `?pruebas=mostrar` also lists the leads the e2e tests sent to a deployment. */
export const testLeadsParam = toggleFilter('pruebas', 'mostrar')

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

/**
 * Only the leads credited to this page; null for any. Any page's path is kept (a staff page's
 * too, published or since taken off the site): a path no lead names lists nothing.
 */
export const sourceFilter = valueFilter('origen', isPagePath)

const inboxQuery = listQuery(inboxPath, {
  status: statusFilter,
  source: sourceFilter,
  includeTests: testLeadsParam,
  page: pageParam('pagina', MAX_PAGE),
})

/** A view of the inbox: { query, status, source, includeTests, page }. */
export type InboxParams = ReturnType<typeof inboxQuery.read>

export const parseInboxParams = inboxQuery.read

/** The query string of a view ('' for the default one), defaults left out. */
export const inboxSearch = inboxQuery.search

export const inboxHref = inboxQuery.href

/** A lead's page, carrying the list's view so its back link returns to it. */
export const leadHref = (id: string, params: Partial<InboxParams>) =>
  `${inboxPath}/${id}${inboxSearch(params)}`

/** The CSV of the filtered list: every page of it. */
export const exportHref = ({ query, status, source, includeTests }: Partial<InboxParams>) =>
  `${inboxPath}/export${inboxSearch({ query, status, source, includeTests })}`

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isLeadId = (value: unknown): value is string => typeof value === 'string' && uuid.test(value)
