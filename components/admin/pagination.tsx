import Link from 'next/link'
import type { ReactNode } from 'react'

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

/**
 * An admin list's links to its other pages (nothing when it has one); the
 * current page is marked aria-current. `href(page)` is the same view at that
 * page, from the list's address (lib/admin/list-query.ts).
 */
export function Pagination({
  label,
  page: current,
  pages,
  href,
}: {
  /** The navigation's accessible name: 'Páginas de solicitudes'. */
  label: string
  page: number
  pages: number
  href: (page: number) => string
}) {
  if (pages <= 1) return null
  const link = (page: number, text: ReactNode, rel?: 'prev' | 'next') => (
    <Link href={href(page)} rel={rel} className={`${item} border-line bg-white text-brand-800`}>
      {text}
    </Link>
  )
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 ? <li>{link(current - 1, 'Anterior', 'prev')}</li> : null}
        {visiblePages(current, pages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <a
                  href={href(page)}
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
        {current < pages ? <li>{link(current + 1, 'Siguiente', 'next')}</li> : null}
      </ul>
    </nav>
  )
}
