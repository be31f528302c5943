import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { BackupPanel } from '@/components/admin/backup-notice'
import { SeoPanel } from '@/components/admin/seo/seo-panel'
import { parseDashboardParams } from '@/lib/seo/dashboard-path'

export const metadata: Metadata = { title: 'Panel SEO' }

export default async function SeoDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const view = parseDashboardParams(await searchParams)
  return (
    <AdminPage section="seo">
      {(admin) => (
        <section aria-labelledby="panel-seo" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <AdminTitle id="panel-seo">Panel SEO</AdminTitle>
            <Link
              href="/seo-dashboard/nueva-pagina"
              className="rounded-md border border-line bg-white px-3 py-1.5 font-semibold text-brand-800 no-underline hover:bg-brand-50"
            >
              Nueva página
            </Link>
          </div>
          <p className="mt-3 text-muted">Gestiona el contenido y el SEO de cada página del sitio.</p>
          <BackupPanel />
          <SeoPanel view={view} admin={admin} />
        </section>
      )}
    </AdminPage>
  )
}
