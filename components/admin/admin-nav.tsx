import Link from 'next/link'
import { savingsPagePath } from '@/content/savings-names'
import { editorHref } from '@/lib/seo/dashboard-path'

const sections = [
  { key: 'seo', label: 'SEO' },
  { key: 'solicitudes', label: 'Solicitudes' },
  { key: 'resultados', label: 'Resultados' },
  { key: 'fotos', label: 'Fotos' },
  { key: 'redirecciones', label: 'Redirecciones' },
  { key: 'equipo', label: 'Equipo' },
  // The savings calculator's figures, which are its page's content: the tab opens that editor.
  { key: 'calculo', label: 'Datos del cálculo' },
] as const

export type AdminSection = (typeof sections)[number]['key']

/** A section's page: the dashboard itself for SEO, the calculator page's content editor for its figures, the section's key below it for the others. */
const sectionHref = (key: AdminSection) =>
  key === 'seo'
    ? '/seo-dashboard'
    : key === 'calculo'
      ? editorHref(savingsPagePath, {}, 'contenido')
      : `/seo-dashboard/${key}`

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
