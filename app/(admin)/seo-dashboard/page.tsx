import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AccountBar } from '@/components/admin/account-bar'
import { AdminNav } from '@/components/admin/admin-nav'
import { AdminTitle } from '@/components/admin/admin-title'
import { NoAccessNotice } from '@/components/admin/no-access-notice'
import { Container } from '@/components/ui/container'
import { getSessionUser } from '@/lib/auth/session'
import { SeoDashboard } from '@/components/admin/seo/seo-dashboard'
import { SeoSummary } from '@/components/admin/seo/seo-summary'
import { site } from '@/content/site'
import { dashboardSummary, listDashboardPages } from '@/lib/seo/dashboard'

export const metadata: Metadata = { title: 'Panel SEO' }

export default async function SeoDashboardPage() {
  // proxy.ts already sent visitors without a session away; this is the check that counts.
  const user = await getSessionUser()
  if (!user) redirect('/auth')

  return (
    <Container>
      <AccountBar email={user.email} />
      {user.isAdmin ? (
        <>
          <AdminNav current="seo" />
          <section aria-labelledby="panel-seo" className="mt-8">
            <AdminTitle id="panel-seo">Panel SEO</AdminTitle>
            <p className="mt-3 text-muted">Gestiona el SEO de cada página del sitio.</p>
            <SeoPanel />
          </section>
        </>
      ) : (
        <NoAccessNotice />
      )}
    </Container>
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
