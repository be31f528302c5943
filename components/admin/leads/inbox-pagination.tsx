import Link from 'next/link'
import type { ReactNode } from 'react'
import { inboxHref, type InboxParams } from '@/lib/leads/inbox-params'

/** The page numbers to show: the first, the last, and two either side of the current one; a gap hides two or more. */
export function visiblePages(current: number, total: number): (number | 'gap')[] {
  const shown = (page: number) => page === 1 || page === total || Math.abs(page - current) <= 2
  const pages: (number | 'gap')[] = []
  for (let page = 1; page <= total; page += 1) {
    if (shown(page) || (shown(page - 1) && shown(page + 1))) pages.push(page)
    else if (pages.at(-1) !== 'gap') pages.push('gap')
  }
  return pages
}

const item =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold no-underline'

/** Links to the other pages of the same view; the current page is marked aria-current. */
export function InboxPagination({ params, pages }: { params: InboxParams; pages: number }) {
  if (pages <= 1) return null
  const link = (page: number, label: ReactNode, rel?: 'prev' | 'next') => (
    <Link
      href={inboxHref({ ...params, page })}
      rel={rel}
      className={`${item} border-line bg-white text-brand-800`}
    >
      {label}
    </Link>
  )
  return (
    <nav aria-label="Páginas de solicitudes" className="mt-4">
      <ul className="flex flex-wrap items-center gap-2">
        {params.page > 1 ? <li>{link(params.page - 1, 'Anterior', 'prev')}</li> : null}
        {visiblePages(params.page, pages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              {page === params.page ? (
                <a
                  href={inboxHref({ ...params, page })}
                  aria-current="page"
                  className={`${item} border-brand-800 bg-brand-800 text-white`}
                >
                  <span className="sr-only">Página </span>
                  {page}
                </a>
              ) : (
                link(
                  page,
                  <>
                    <span className="sr-only">Página </span>
                    {page}
                  </>,
                )
              )}
            </li>
          ),
        )}
        {params.page < pages ? <li>{link(params.page + 1, 'Siguiente', 'next')}</li> : null}
      </ul>
    </nav>
  )
}
