import { LabelValues } from '@/components/admin/label-values'
import { formatCount, formatPosition, formatRate } from '@/lib/search/format'
import { periodLabel } from '@/lib/search/period'
import type { HistoryPoint } from '@/lib/search/search-view'

/** The page's own Search Console figures in the last imported period, beside its search preview. */
export function PageSearchFigures({ figures }: { figures: HistoryPoint }) {
  const items: [string, string][] = [
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
      <LabelValues
        pairs={items}
        className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm"
        pairClassName="flex justify-between gap-2"
        valueClassName="font-semibold tabular-nums text-ink"
      />
    </section>
  )
}
