import Link from 'next/link'
import type { Suggestion, SuggestionKind } from '@/lib/search/suggestions'
import { editorHref, type EditorPart } from '@/lib/seo/dashboard-path'

const allPages = { query: '', issue: 'all' } as const

const wording: Record<SuggestionKind, { title: string; why: string; part: EditorPart; action: string }> = {
  'low-ctr': {
    title: 'Revisar título y descripción',
    why: 'Google la muestra a menudo, pero se hace clic mucho menos que en otras páginas del sitio en posiciones parecidas.',
    part: 'seo',
    action: 'Editar título y descripción',
  },
  'second-page': {
    title: 'En la segunda página de Google',
    why: 'Aparece entre las posiciones 8 y 20 con muchas impresiones: mejorar el contenido puede subirla a la primera página.',
    part: 'contenido',
    action: 'Editar el contenido',
  },
  'no-leads': {
    title: 'Trae visitas pero no solicitudes',
    why: 'Llegan clics desde Google, pero ninguna solicitud de presupuesto: revisa el contenido y la invitación a pedir presupuesto.',
    part: 'contenido',
    action: 'Editar el contenido',
  },
  'no-impressions': {
    title: 'Sin impresiones',
    why: 'Google no la ha mostrado ni una vez en el periodo: revisa su título, su descripción y que no tenga problemas SEO.',
    part: 'seo',
    action: 'Editar el SEO',
  },
}

/** What to work on next, the most worth first, each linking to the page's editor. */
export function SearchSuggestions({ items }: { items: Suggestion[] }) {
  if (items.length === 0)
    return (
      <p className="mt-2 text-sm text-muted">
        Nada destacado en este periodo: ninguna página cumple las reglas.
      </p>
    )
  return (
    <ol className="mt-4 grid gap-3">
      {items.map((item) => {
        const words = wording[item.kind]
        return (
          <li key={`${item.kind} ${item.page}`} className="rounded-lg border border-line bg-white p-3">
            <span className="font-semibold text-brand-900">{words.title}</span>:{' '}
            <span className="font-mono break-words">{item.page}</span>
            <p className="mt-1 text-sm text-muted">{words.why}</p>
            <Link
              href={editorHref(item.page, allPages, words.part)}
              className="mt-1 inline-block text-sm text-brand-700"
            >
              {words.action} de {item.page}
            </Link>
          </li>
        )
      })}
    </ol>
  )
}
