import Link from 'next/link'
import type { PhotoUse } from '@/lib/photos/types'
import { editorHref } from '@/lib/seo/dashboard-path'

const stateLabels: Record<PhotoUse['state'], string> = {
  publicada: 'Publicada',
  borrador: 'Borrador',
  programada: 'Programada',
}

/** How the page uses the photo, when not in its content: said, since the content editor would not show it. */
const partNotes: Record<PhotoUse['part'], string | null> = {
  contenido: null,
  seo: 'Imagen para redes sociales',
}

/**
 * The pages that use a photo, each linking to the editor's part that uses it (its content, or its
 * SEO for a social image), with where the photo is: published, in a draft, scheduled.
 */
export function PhotoUses({ uses, label }: { uses: PhotoUse[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-1">
      {uses.map((use) => (
        <li key={`${use.path} ${use.state} ${use.part}`} className="flex flex-wrap items-baseline gap-x-2">
          <Link href={editorHref(use.path, {}, use.part)} className="font-medium break-all text-brand-800">
            {use.path}
          </Link>{' '}
          <span className="text-sm text-muted">
            {[stateLabels[use.state], partNotes[use.part]].filter(Boolean).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  )
}
