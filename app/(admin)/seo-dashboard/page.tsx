import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { SeoDashboard } from '@/components/admin/seo/seo-dashboard'
import { SeoSummary } from '@/components/admin/seo/seo-summary'
import { site } from '@/content/site'
import { dashboardSummary, listDashboardPages } from '@/lib/seo/dashboard'

export const metadata: Metadata = { title: 'Panel SEO' }

export default function SeoDashboardPage() {
  return (
    <AdminPage section="seo">
      {() => (
        <section aria-labelledby="panel-seo" className="mt-8">
          <AdminTitle id="panel-seo">Panel SEO</AdminTitle>
          <p className="mt-3 text-muted">Gestiona el SEO de cada página del sitio.</p>
          <SeoPanel />
        </section>
      )}
    </AdminPage>
  )
}

/** The summary figures and the page list with its editor, for an admin. */
async function SeoPanel() {
  const pages = await listDashboardPages()
  return (
    <>
      <div className="mt-6">
        <SeoSummary summary={dashboardSummary(pages)} />
      </div>
      <SeoDashboard pages={pages} siteUrl={site.url} />
    </>
  )
}
