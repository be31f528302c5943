import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { importSearchPeriod } from '@/lib/data'
import { listPageSeo } from '@/lib/seo/page-seo'
import { figuresOfRows } from './match-addresses'
import { periodLabel } from './period'
import { readSearchExport } from './read-export'
import type { ImportOutcome, SearchPeriod } from './types'

// One upload of Search Console's export, read, matched to the site's live
// pages and stored as one period: what 'Resultados' tells staff after it.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export async function importSearchExport(
  bytes: Uint8Array,
  { period: typed, replace }: { period: SearchPeriod | null; replace: boolean },
  admin: SessionUser,
): Promise<ImportOutcome> {
  const read = readSearchExport(bytes)
  if (!read.ok) return { kind: 'refused', message: read.message }
  const period = read.value.period ?? typed
  if (period === null)
    return {
      kind: 'needs-period',
      message:
        'El archivo no dice qué días cubre (por ejemplo, «Últimos 3 meses»): escribe el primer y el último día del periodo y vuelve a importarlo.',
    }
  const pages = new Set((await listPageSeo()).map((page) => page.path))
  const figures = figuresOfRows(read.value.rows, pages)
  const answer = await importSearchPeriod({ period, figures, replace }, admin)
  const label = periodLabel(period)
  if (!answer.saved && answer.reason === 'unchanged')
    return {
      kind: 'unchanged',
      message: `El periodo ${label} ya estaba importado con estas mismas cifras: no ha cambiado nada.`,
    }
  if (!answer.saved)
    return {
      kind: 'overlap',
      message: `El periodo ${label} se solapa con ${answer.periods.length === 1 ? 'el periodo ya importado' : 'los periodos ya importados'} ${answer.periods.map(periodLabel).join(', ')}. ¿Quieres reemplazar${answer.periods.length === 1 ? 'lo' : 'los'} por este?`,
    }
  const unmatched = figures.filter((row) => !row.page).map((row) => row.address)
  const matched = figures.length - unmatched.length
  return {
    kind: 'saved',
    message:
      `Importado el periodo ${label}: ${plural(matched, 'página', 'páginas')}` +
      (unmatched.length > 0
        ? ` y ${plural(unmatched.length, 'dirección que no es', 'direcciones que no son')} de ninguna página.`
        : '.') +
      (answer.replaced.length > 0 ? ` Reemplaza ${answer.replaced.map(periodLabel).join(', ')}.` : ''),
    unmatched,
  }
}
