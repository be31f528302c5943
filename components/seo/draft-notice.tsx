import { previewHref } from '@/lib/content/preview-path'

/** Shown above a page rendered with its draft (Draft Mode, admins only): what this is and how to leave it. */
export function DraftNotice({ path }: { path: string }) {
  return (
    <div role="status" className="bg-sun-400 px-4 py-2 text-center text-sm font-semibold text-brand-950">
      Vista previa del borrador: los visitantes siguen viendo la página publicada.{' '}
      <a href={`${previewHref(path)}&salir=1`} className="underline">
        Salir de la vista previa
      </a>
    </div>
  )
}
