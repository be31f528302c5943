import { LabelValues } from '@/components/admin/label-values'
import type { SeoRecord } from '@/lib/seo/types'

/** What visitors and search engines get now, shown beside an unpublished SEO draft. */
export function SeoLiveSummary({ live }: { live: SeoRecord }) {
  const rows: [string, string][] = [
    ['Título', live.title],
    ['Descripción', live.description],
    ['H1', live.h1],
    ['Subtítulo principal', live.h2Primary || 'El título de la primera sección'],
    ['Preguntas frecuentes', String(live.faqs.length)],
  ]
  return (
    <details className="mt-3 rounded-lg border border-line bg-white p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-900">
        Lo que ven ahora los visitantes
      </summary>
      <LabelValues
        pairs={rows}
        className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]"
        pairClassName="contents"
        valueClassName="text-ink"
      />
    </details>
  )
}
