import Link from 'next/link'
import type { PhotoUse } from '@/lib/photos/types'
import { editorHref } from '@/lib/seo/dashboard-path'

const stateLabels: Record<PhotoUse['state'], string> = {
  publicada: 'Publicada',
  borrador: 'Borrador',
  programada: 'Programada',
}

/** The pages that use a photo, each linking to its content editor, with where the photo is: published, in a draft, scheduled. */
export function PhotoUses({ uses, label }: { uses: PhotoUse[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-1">
      {uses.map((use) => (
        <li key={`${use.path} ${use.state}`} className="flex flex-wrap items-baseline gap-x-2">
          <Link href={editorHref(use.path, {}, 'contenido')} className="font-medium break-all text-brand-800">
            {use.path}
          </Link>{' '}
          <span className="text-sm text-muted">{stateLabels[use.state]}</span>
        </li>
      ))}
    </ul>
  )
}
