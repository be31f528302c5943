import { ScrollingTable, cardBox, listLook } from '@/components/admin/scrolling-table'
import { formatCount } from '@/lib/search/format'
import { periodLabel } from '@/lib/search/period'
import type { SessionUser } from '@/lib/auth/types'
import { readSearch } from '@/lib/search/read-search'
import { SearchChart } from './search-chart'
import { SearchImportForm } from './search-import-form'
import { SearchPagesTable } from './search-pages-table'
import { SearchSuggestions } from './search-suggestions'

const resultsPath = '/seo-dashboard/resultados'

/** The results page's address for a period and a page's chart, at the chart. */
const chartHref = (period: string | undefined) => (page: string) => {
  const search = new URLSearchParams({ ...(period ? { periodo: period } : {}), pagina: page })
  return `${resultsPath}?${search}#evolucion`
}

/**
 * What Google search brought each page, from Search Console's imported export: the import, the
 * chosen period beside the one before, what to work on next, one page's history with its publish
 * days, and the addresses that match no page.
 */
export async function SearchSection({
  admin,
  choice,
}: {
  admin: SessionUser
  /** The period (its first day) and the page the address chose, if any. */
  choice: { period?: string; page?: string }
}) {
  const { view, suggestions, chart } = await readSearch(admin, choice)
  const { chosen } = view
  return (
    <section aria-labelledby="titulo-busquedas" className="mt-10">
      <h2 id="titulo-busquedas" className="text-xl font-bold text-brand-900">
        Búsquedas en Google
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        Cuántas veces Google mostró cada página (impresiones), cuántas veces se hizo clic en ella, y las
        solicitudes que llegaron desde Google. Los datos se descargan de la consola de Google para sitios web:
        importa un mes cada vez (la guía del panel explica cómo).
      </p>
      <h3 className="mt-6 font-semibold text-brand-900">Importar datos de Google</h3>
      <SearchImportForm />
      {chosen === null ? (
        <p className="mt-6 text-sm text-muted">Todavía no hay datos importados.</p>
      ) : (
        <>
          <form method="get" action={resultsPath} className="mt-8 flex flex-wrap items-end gap-3">
            <label htmlFor="busquedas-periodo" className="grid gap-1 text-sm font-semibold text-brand-900">
              Periodo
              <select
                id="busquedas-periodo"
                name="periodo"
                defaultValue={chosen.startsOn}
                className="min-h-12 rounded-lg border border-line bg-white px-3 font-normal text-ink"
              >
                {view.periods.map((period) => (
                  <option key={period.startsOn} value={period.startsOn}>
                    {periodLabel(period)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              className="min-h-12 rounded-full bg-brand-800 px-6 font-semibold text-white"
            >
              Ver
            </button>
          </form>
          <SearchPagesTable
            pages={view.pages}
            chartHref={chartHref(chosen.startsOn)}
            caption={
              view.previous.length > 0
                ? `Búsquedas por página del ${periodLabel(chosen)}, con el periodo anterior (${view.previous.map(periodLabel).join(', ')}) debajo de cada cifra`
                : `Búsquedas por página del ${periodLabel(chosen)} (no hay un periodo anterior importado con el que comparar)`
            }
          />
          <h3 className="mt-8 font-semibold text-brand-900">Qué mejorar primero</h3>
          <SearchSuggestions items={suggestions} />
          {chart ? (
            <>
              <h3 id="evolucion" className="mt-8 scroll-mt-4 font-semibold text-brand-900">
                Evolución de {chart.page}
              </h3>
              <SearchChart {...chart} />
            </>
          ) : null}
          {view.unmatched.length > 0 ? (
            <>
              <h3 className="mt-8 font-semibold text-brand-900">Direcciones que no son de ninguna página</h3>
              <p className="mt-1 max-w-3xl text-sm text-muted">
                Google aún muestra estas direcciones, pero no llevan a ninguna página del sitio: puede ser una
                redirección o una página que ya no existe. Si es una página antigua, crea una redirección.
              </p>
              <ScrollingTable
                boxClassName={`mt-4 ${cardBox}`}
                columns={[
                  {
                    header: 'Dirección',
                    headerClassName: 'px-3 py-2 text-left font-semibold',
                    rowHeader: true,
                    className: 'px-3 py-2 font-mono font-normal break-all',
                    cell: (row) => row.address,
                  },
                  {
                    header: 'Impresiones',
                    headerClassName: 'px-3 py-2 text-right font-semibold',
                    className: 'px-3 py-2 text-right tabular-nums',
                    cell: (row) => formatCount(row.impressions),
                  },
                  {
                    header: 'Clics',
                    headerClassName: 'px-3 py-2 text-right font-semibold',
                    className: 'px-3 py-2 text-right tabular-nums',
                    cell: (row) => formatCount(row.clicks),
                  },
                ]}
                rows={view.unmatched}
                rowKey={(row) => row.address}
                caption={{
                  id: 'tabla-direcciones-sin-pagina',
                  text: 'Direcciones sin página en el periodo',
                  className: 'sr-only',
                }}
                {...listLook}
              />
            </>
          ) : null}
        </>
      )}
    </section>
  )
}
