import type { DashboardSummary } from '@/lib/seo/dashboard'

const items: { key: keyof DashboardSummary; label: string; suffix?: string }[] = [
  { key: 'total', label: 'Páginas en total' },
  { key: 'indexable', label: 'En Google' },
  { key: 'noindex', label: 'Fuera de Google' },
  { key: 'withStructuredData', label: 'Con datos estructurados' },
  { key: 'withFaqs', label: 'Con preguntas frecuentes' },
  { key: 'health', label: 'Salud SEO', suffix: ' %' },
]

/** The dashboard's summary figures. */
export function SeoSummary({ summary }: { summary: DashboardSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <div
          key={item.key}
          className="rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card)"
        >
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900">
            {summary[item.key]}
            {item.suffix}
          </dd>
        </div>
      ))}
    </dl>
  )
}
