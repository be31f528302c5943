import { ScheduledList } from '@/components/admin/schedule/scheduled-list'
import type { ScheduledPublication } from '@/lib/admin/types'
import type { SessionUser } from '@/lib/auth/types'
import { listScheduledPublications } from '@/lib/data'
import type { DashboardParams } from '@/lib/seo/dashboard-path'
import { dashboardSummary, listDashboardPages, type DashboardPage } from '@/lib/seo/dashboard'
import { SeoPageList } from './seo-page-list'
import { SeoSummary } from './seo-summary'

/**
 * The summary figures, the scheduled publications and the page list, for an
 * admin. When the stored records cannot be read, it says so rather than
 * listing the built-in records as if they were what is published.
 */
export async function SeoPanel({ view, admin }: { view: DashboardParams; admin: SessionUser }) {
  let pages: DashboardPage[]
  let scheduled: ScheduledPublication[]
  try {
    ;[pages, scheduled] = await Promise.all([listDashboardPages(admin), listScheduledPublications(admin)])
  } catch (error) {
    console.error('The SEO dashboard could not read the stored SEO records', error)
    return (
      <p role="alert" className="mt-6 text-danger">
        No se pudo leer el SEO guardado de las páginas. Inténtalo de nuevo en unos minutos.
      </p>
    )
  }
  return (
    <>
      <div className="mt-6">
        <SeoSummary summary={dashboardSummary(pages)} />
      </div>
      <ScheduledList schedules={scheduled} />
      <SeoPageList pages={pages} view={view} />
    </>
  )
}
