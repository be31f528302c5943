import { firstParam, listQuery, listFilter, toggleFilter, type RawParams } from '@/lib/admin/list-query'
import type { IssueFilter } from './dashboard'

// The SEO dashboard's addresses: the list's search and filter live in the
// query string (q, problema, revision), and each page's editor has its own path
// (/seo-dashboard/paginas/<page path>, the home page as 'inicio'), so every
// view can be linked, bookmarked and reloaded. The editor's address carries
// the list's view, so 'Cerrar' returns to it.

export const dashboardPath = '/seo-dashboard'
const editorPath = `${dashboardPath}/paginas`
const homeSegment = 'inicio'

export const issueFilter = listFilter<IssueFilter>('problema', {
  all: { slug: 'todas', label: 'Todas las páginas' },
  any: { slug: 'con-problemas', label: 'Con algún problema' },
  Título: { slug: 'titulo', label: 'Problema de título' },
  Descripción: { slug: 'descripcion', label: 'Problema de descripción' },
  H1: { slug: 'h1', label: 'Sin H1' },
  'Revisión vencida': { slug: 'revision-vencida', label: 'Revisión vencida' },
})

/** Only the pages whose review date is gone or comes within 30 days. */
export const reviewSoonFilter = toggleFilter('revision', 'vence-en-30-dias')

const dashboardQuery = listQuery(dashboardPath, { issue: issueFilter, reviewSoon: reviewSoonFilter })

export type DashboardParams = ReturnType<typeof dashboardQuery.read>

export const parseDashboardParams = dashboardQuery.read

export const dashboardHref = dashboardQuery.href

/** The two parts of a page's editor: its SEO record (the default) and its content. */
export type EditorPart = 'seo' | 'contenido'

/** The part an editor address names (parte=contenido), SEO otherwise. */
export const parseEditorPart = (params: RawParams): EditorPart =>
  firstParam(params, 'parte') === 'contenido' ? 'contenido' : 'seo'

/** A page's editor, at one of its parts, carrying the list's view. */
export function editorHref(path: string, view: Partial<DashboardParams>, part: EditorPart = 'seo') {
  const search = dashboardQuery.search(view)
  const partParam = part === 'seo' ? '' : `${search ? '&' : '?'}parte=${part}`
  return `${editorPath}/${path === '/' ? homeSegment : path.slice(1)}${search}${partParam}`
}

/** The page path an editor address names (its segments as Next.js decodes them). */
export const pathOfEditor = (segments: string[]) =>
  segments.length === 1 && segments[0] === homeSegment ? '/' : `/${segments.join('/')}`
