import { formatCount, formatPosition, formatRate } from '@/lib/search/format'
import { periodLabel } from '@/lib/search/period'
import type { HistoryPoint } from '@/lib/search/search-view'

/** The page's own Search Console figures in the last imported period, beside its search preview. */
export function PageSearchFigures({ figures }: { figures: HistoryPoint }) {
  const items = [
    ['Clics', formatCount(figures.clicks)],
    ['Impresiones', formatCount(figures.impressions)],
    ['CTR', formatRate(figures.ctr)],
    ['Posición media', formatPosition(figures.position)],
  ]
  return (
    <section aria-labelledby="busquedas-de-la-pagina" className="rounded-lg border border-line bg-white p-4">
      <h2 id="busquedas-de-la-pagina" className="text-xs font-semibold text-muted uppercase">
        En Google, {periodLabel(figures)}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
