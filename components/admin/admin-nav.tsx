import Link from 'next/link'

const sections = [
  { key: 'seo', label: 'SEO' },
  { key: 'solicitudes', label: 'Solicitudes' },
  { key: 'resultados', label: 'Resultados' },
  { key: 'fotos', label: 'Fotos' },
  { key: 'redirecciones', label: 'Redirecciones' },
  { key: 'equipo', label: 'Equipo' },
] as const

export type AdminSection = (typeof sections)[number]['key']

/** A section's page: the dashboard itself for SEO, the section's key below it for the others. */
const sectionHref = (key: AdminSection) => (key === 'seo' ? '/seo-dashboard' : `/seo-dashboard/${key}`)

/**
 * The admin area's sections. The active one is marked `aria-current`: 'page'
 * on the section's own page, 'true' on a page inside it (a lead's detail).
 */
export function AdminNav({ current, inside = false }: { current: AdminSection; inside?: boolean }) {
  return (
    <nav aria-label="Secciones del panel" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => {
          const active = section.key === current
          return (
            <li key={section.key}>
              <Link
                href={sectionHref(section.key)}
                aria-current={active ? (inside ? 'true' : 'page') : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold no-underline ${
                  active
                    ? 'border-brand-800 bg-brand-800 text-white'
                    : 'border-line bg-white text-brand-800 hover:border-brand-600'
                }`}
              >
                {section.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
