import { editorHref } from '@/lib/seo/dashboard-path'

/** The page's history in its editor, where who changed what shows. */
export const historyHref = (path: string) => `${editorHref(path, {}, 'contenido')}#historial-titulo`

/**
 * A save refused because someone changed the page: who and when, and their changes in the
 * history, opened in another tab so that what was typed here stays.
 */
export function PageChangedAlert({ path, message }: { path: string; message: string }) {
  return (
    <div
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-danger/40 bg-danger/5 p-3 text-danger"
    >
      <p>{message}</p>
      <a
        href={historyHref(path)}
        target="_blank"
        rel="noopener"
        className="mt-1 inline-block font-semibold underline"
      >
        Ver qué cambió (se abre en otra pestaña)
      </a>
    </div>
  )
}
