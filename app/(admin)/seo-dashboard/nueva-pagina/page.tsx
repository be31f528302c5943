import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { NewPageForm } from '@/components/admin/staff-pages/new-page-form'
import { pageTemplates, templateIds } from '@/content/templates'
import { dashboardPath } from '@/lib/seo/dashboard-path'

export const metadata: Metadata = { title: 'Nueva página' }

const templates = templateIds.map((id) => ({
  id,
  name: pageTemplates[id].name,
  local: pageTemplates[id].local,
}))

/** 'Nueva página': a page from a template, then edited, previewed and published in the usual editor. */
export default function NewPagePage() {
  return (
    <AdminPage section="seo" inside>
      {() => (
        <section aria-labelledby="nueva-pagina" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <AdminTitle id="nueva-pagina">Nueva página</AdminTitle>
            <Link
              href={dashboardPath}
              className="rounded-md border border-line bg-white px-3 py-1.5 font-semibold text-brand-800 no-underline hover:bg-brand-50"
            >
              Cerrar
            </Link>
          </div>
          <p className="mt-3 max-w-3xl text-muted">
            Elige una plantilla y la dirección de la página. Después escribes su contenido y su SEO en el
            editor, la revisas con «Vista previa» y la publicas. No se publica una página que repite el texto
            de otra.
          </p>
          <NewPageForm templates={templates} />
        </section>
      )}
    </AdminPage>
  )
}
