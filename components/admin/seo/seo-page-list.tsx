import Link from 'next/link'
import { LinkPending } from '@/components/admin/link-pending'
import { FilterForm } from '@/components/admin/filter-form'
import {
  dashboardPath,
  editorHref,
  issueFilter,
  reviewSoonFilter,
  type DashboardParams,
} from '@/lib/seo/dashboard-path'
import { searchBadge } from './seo-choices'
import { filterDashboardPages, type DashboardPage } from '@/lib/seo/dashboard'

/** The pages matching the address's search and filter, each a link to its editor. */
export function SeoPageList({ pages, view }: { pages: DashboardPage[]; view: DashboardParams }) {
  const visible = filterDashboardPages(pages, view)
  return (
    <section aria-labelledby="paginas-titulo" className="mt-8">
      <h2 id="paginas-titulo" className="text-xl font-bold text-brand-900">
        Páginas
      </h2>
      <p className="mt-1 text-muted">Elige una página de la lista para editar su contenido o su SEO.</p>
      <FilterForm
        action={dashboardPath}
        name="Buscar páginas"
        search={{ value: view.query, placeholder: 'Ruta, título o H1' }}
        choices={[{ label: 'Filtrar', ...issueFilter.choice(view.issue) }]}
        toggle={{ ...reviewSoonFilter, label: 'Vence en 30 días', checked: view.reviewSoon }}
      />
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {visible.length} de {pages.length} páginas
      </p>
      <ul className="mt-2 grid gap-2 md:grid-cols-2 xl:grid-cols-3">
        {visible.map((page) => (
          <li key={page.path}>
            <Link
              href={editorHref(page.path, view)}
              className="relative block h-full rounded-lg border border-line bg-white p-3 no-underline hover:border-brand-600"
            >
              <LinkPending />
              <span className="block font-mono text-sm text-brand-700">{page.path}</span>
              <span className="mt-1 block font-semibold text-ink">{page.title || 'Sin título'}</span>
              <span className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
                  {searchBadge(page.robots)}
                </span>
                {page.updatedAt ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">Editada</span>
                ) : null}
                {page.hasDraft ? (
                  <span className="rounded-full bg-sun-100 px-2 py-0.5 font-semibold text-brand-950">
                    Borrador sin publicar
                  </span>
                ) : null}
                {page.reviewBefore ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
                    Revisar antes del {page.reviewBefore.split('-').reverse().join('/')}
                  </span>
                ) : null}
                {page.issues.map((issue) => (
                  <span key={issue} className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-danger">
                    {issue}
                  </span>
                ))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
