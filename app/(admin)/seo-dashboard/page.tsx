import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { SeoPanel } from '@/components/admin/seo/seo-panel'

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
