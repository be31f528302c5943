import type { Figure } from '@/content/types'

/** Key figures as a description list: the value large, its meaning under it. */
export function FigureList({ figures, columns = 'sm:grid-cols-2' }: { figures: Figure[]; columns?: string }) {
  return (
    <dl className={`grid gap-4 ${columns}`}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse rounded-(--radius-card) bg-brand-50 p-5">
          <dt className="mt-1 text-sm text-muted">{figure.label}</dt>
          <dd className="text-2xl font-extrabold text-brand-800">{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}
