import Link from 'next/link'
import type { EditorPart } from '@/lib/seo/dashboard-path'

/** The two parts of a page's editor, each at its own address. */
export function EditorParts({
  current,
  contentHref,
  seoHref,
}: {
  current: EditorPart
  contentHref: string
  seoHref: string
}) {
  const parts = [
    { part: 'contenido', label: 'Contenido', href: contentHref },
    { part: 'seo', label: 'SEO', href: seoHref },
  ] as const
  return (
    <nav aria-label="Partes del editor" className="mt-4">
      <ul className="flex gap-2 border-b border-line">
        {parts.map(({ part, label, href }) => (
          <li key={part}>
            <Link
              href={href}
              aria-current={part === current ? 'page' : undefined}
              className="-mb-px block border-b-2 border-transparent px-4 py-2 font-semibold text-brand-800 no-underline hover:text-brand-600 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-900"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
