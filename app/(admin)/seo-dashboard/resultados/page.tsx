import type { Metadata } from 'next'
import { adminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { PageResults } from '@/components/admin/results/page-results'
import { SearchSection } from '@/components/admin/results/search-section'
import { WeeklyResults } from '@/components/admin/results/weekly-results'
import { firstParam } from '@/lib/admin/list-query'
import type { SessionUser } from '@/lib/auth/types'
import { readResults } from '@/lib/leads/read-results'
import { weeklyResults } from '@/lib/leads/results'

export const metadata: Metadata = { title: 'Resultados' }

type Props = { searchParams: Promise<{ periodo?: string | string[]; pagina?: string | string[] }> }

export default adminPage('resultados', Results)

async function Results({ admin, searchParams }: { admin: SessionUser } & Props) {
  const [{ byPage, weeks }, params] = await Promise.all([readResults(admin), searchParams])
  const quiet = byPage.filter((result) => result.quiet).length
  return (
    <section aria-labelledby="titulo-resultados" className="mt-8">
      <AdminTitle id="titulo-resultados">Resultados</AdminTitle>
      <p className="mt-3 text-muted">
        Qué páginas traen solicitudes de presupuesto. Cada solicitud cuenta para la página desde la que llegó
        al formulario; las solicitudes de prueba no cuentan.
      </p>
      <h2 className="mt-8 text-xl font-bold text-brand-900">Por página</h2>
      <p className="mt-1 text-sm text-muted">
        {quiet === 0
          ? 'Todas las páginas han traído alguna solicitud en los últimos 90 días.'
          : `${quiet} ${quiet === 1 ? 'página no ha traído' : 'páginas no han traído'} ninguna solicitud en los últimos 90 días: aparecen resaltadas.`}
      </p>
      <PageResults results={byPage} />
      <h2 className="mt-10 text-xl font-bold text-brand-900">Por semana, últimas 12 semanas</h2>
      <WeeklyResults weeks={weeklyResults(weeks, new Date())} />
      <SearchSection
        admin={admin}
        choice={{ period: firstParam(params, 'periodo'), page: firstParam(params, 'pagina') }}
      />
    </section>
  )
}
