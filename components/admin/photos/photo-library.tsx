import Image from 'next/image'
import type { Photo } from '@/lib/photos/types'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { formatFileSize } from '@/lib/photos/file-size'
import { DeletePhotoButton } from './delete-photo-button'
import { PhotoEditForm } from './photo-edit-form'
import { PhotoUses } from './photo-uses'

const count = new Intl.NumberFormat('es-ES')

/** Every photo, newest first: the picture, its texts, who uploaded it and when, where it is used; editing and deleting. */
export function PhotoLibrary({ photos }: { photos: Photo[] }) {
  return (
    <section aria-labelledby="titulo-biblioteca" className="mt-10">
      <h2 id="titulo-biblioteca" className="text-xl font-bold text-brand-900">
        Biblioteca
      </h2>
      <p className="mt-1 text-sm text-muted">
        {photos.length === 0
          ? 'Todavía no hay fotos.'
          : `${count.format(photos.length)} ${photos.length === 1 ? 'foto' : 'fotos'}, de la más reciente a la más antigua.`}
      </p>
      <ul aria-label="Fotos de la biblioteca" className="mt-4 grid gap-6">
        {photos.map((photo) => (
          <PhotoItem key={photo.id} photo={photo} />
        ))}
      </ul>
    </section>
  )
}

function PhotoItem({ photo }: { photo: Photo }) {
  const headingId = `foto-${photo.id}-titulo`
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-[14rem_1fr]"
    >
      <Image
        src={`/fotos/${photo.id}.webp`}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        sizes="(min-width: 768px) 14rem, calc(100vw - 4rem)"
        className="h-auto w-full rounded-lg bg-surface"
      />
      <div className="grid min-w-0 gap-3">
        <div>
          <h3 id={headingId} className="font-semibold break-words text-brand-900">
            {photo.alt}
          </h3>
          {photo.caption ? <p className="break-words">{photo.caption}</p> : null}
          <dl className="mt-1 grid gap-x-3 text-sm text-muted sm:grid-cols-[auto_1fr]">
            {photo.place ? (
              <>
                <dt>Lugar</dt>
                <dd className="break-words">{photo.place}</dd>
              </>
            ) : null}
            <dt>Tamaño</dt>
            <dd>
              {photo.width} × {photo.height} px, {formatFileSize(photo.bytes)}
            </dd>
            <dt>Subida</dt>
            <dd className="break-words">
              {formatLeadDate(photo.createdAt)}
              {photo.createdByEmail ? ` por ${photo.createdByEmail}` : ''}
            </dd>
          </dl>
        </div>
        <div>
          <h4 className="font-semibold text-brand-900">Dónde se usa</h4>
          {photo.uses.length === 0 ? (
            <p className="text-sm text-muted">En ninguna página.</p>
          ) : (
            <PhotoUses uses={photo.uses} label={`Páginas que usan «${photo.alt}»`} />
          )}
        </div>
        <details className="rounded-lg border border-line p-3">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-800">
            Editar textos y encuadre
          </summary>
          <div className="mt-3">
            <PhotoEditForm
              id={photo.id}
              alt={photo.alt}
              caption={photo.caption}
              place={photo.place}
              revision={photo.revision}
              width={photo.width}
              height={photo.height}
              focalX={photo.focalX}
              focalY={photo.focalY}
            />
          </div>
        </details>
        <DeletePhotoButton id={photo.id} alt={photo.alt} uses={photo.uses} />
      </div>
    </li>
  )
}
