import Link from 'next/link'

const sections = [
  { key: 'seo', href: '/seo-dashboard', label: 'SEO' },
  { key: 'solicitudes', href: '/seo-dashboard/solicitudes', label: 'Solicitudes' },
  { key: 'resultados', href: '/seo-dashboard/resultados', label: 'Resultados' },
  { key: 'redirecciones', href: '/seo-dashboard/redirecciones', label: 'Redirecciones' },
] as const

export type AdminSection = (typeof sections)[number]['key']

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
                href={section.href}
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
