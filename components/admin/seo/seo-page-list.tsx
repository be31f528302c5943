'use client'

import { useId, useMemo, useState } from 'react'
import type { DashboardPage } from '@/lib/seo/dashboard'
import type { HealthIssue } from '@/lib/seo/quality'

const issueFilters: { value: 'all' | 'any' | HealthIssue; label: string }[] = [
  { value: 'all', label: 'Todas las páginas' },
  { value: 'any', label: 'Con algún problema' },
  { value: 'Título', label: 'Problema de título' },
  { value: 'Descripción', label: 'Problema de descripción' },
  { value: 'H1', label: 'Sin H1' },
]

/** The pages, searchable by path, title or H1 and filterable by health issue; choosing one opens the editor. */
export function SeoPageList({
  pages,
  selected,
  onSelect,
}: {
  pages: DashboardPage[]
  selected: string | null
  onSelect: (path: string) => void
}) {
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState<(typeof issueFilters)[number]['value']>('all')
  const id = useId()
  const visible = useMemo(() => {
    const words = query.trim().toLocaleLowerCase('es').split(/\s+/).filter(Boolean)
    return pages.filter((page) => {
      const haystack = `${page.path} ${page.title} ${page.h1}`.toLocaleLowerCase('es')
      const matchesIssue =
        filter === 'all' || (filter === 'any' ? page.issues.length > 0 : page.issues.includes(filter))
      return matchesIssue && words.every((word) => haystack.includes(word))
    })
  }, [pages, query, filter])

  return (
    <section aria-labelledby={`${id}-titulo`} className="min-w-0">
      <h2 id={`${id}-titulo`} className="text-xl font-bold text-brand-900">
        Páginas
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-buscar`} className="block text-sm font-semibold text-brand-900">
            Buscar
          </label>
          <input
            id={`${id}-buscar`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Ruta, título o H1"
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink"
          />
        </div>
        <div>
          <label htmlFor={`${id}-filtro`} className="block text-sm font-semibold text-brand-900">
            Filtrar
          </label>
          <select
            id={`${id}-filtro`}
            value={filter}
            onChange={(event) => setFilter(event.target.value as typeof filter)}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink"
          >
            {issueFilters.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="mt-3 text-sm text-muted" aria-live="polite">
        {visible.length} de {pages.length} páginas
      </p>
      <ul className="mt-2 grid gap-2">
        {visible.map((page) => (
          <li key={page.path}>
            <button
              type="button"
              onClick={() => onSelect(page.path)}
              aria-current={selected === page.path ? 'true' : undefined}
              className="w-full rounded-lg border border-line bg-white p-3 text-left hover:border-brand-600 aria-[current=true]:border-brand-600 aria-[current=true]:ring-2 aria-[current=true]:ring-brand-200"
            >
              <span className="block font-mono text-sm text-brand-700">{page.path}</span>
              <span className="mt-1 block font-semibold text-ink">{page.title || 'Sin título'}</span>
              <span className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">{page.robots}</span>
                {page.stored ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">Editada</span>
                ) : null}
                {page.issues.map((issue) => (
                  <span key={issue} className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-danger">
                    {issue}
                  </span>
                ))}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
