'use client'

import Image from 'next/image'
import { useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useModal } from '@/components/admin/editing/use-modal'
import { buttonClasses } from '@/components/ui/button'
import { inputClass } from '@/components/ui/form-field'
import { searchPhotos } from '@/lib/photos/photo-search'
import type { PhotoChoice } from '@/lib/photos/types'

const cancelClass =
  'min-h-11 rounded-full border border-line bg-white px-5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50'

/**
 * The library as a grid of thumbnails to choose one from: a modal <dialog>
 * with a search by alt text or place, the photos as one group of radio
 * buttons (arrow keys move between them), 'Usar esta foto' and 'Cancelar'
 * (Escape too). It opens on the search box and gives the focus back where it
 * was. Drawn in <body>, so its controls are no part of the form that opens it.
 */
export function PhotoPickerDialog({
  title,
  photos,
  chosen,
  onChoose,
  onClose,
}: {
  title: string
  photos: PhotoChoice[]
  /** The photo chosen now, marked when the dialog opens. */
  chosen: string | undefined
  onChoose: (id: string) => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const search = useRef<HTMLInputElement>(null)
  const id = useId()
  const [query, setQuery] = useState('')
  // A stored photo no longer in the library is not offered again.
  const [marked, setMarked] = useState(photos.some((photo) => photo.id === chosen) ? chosen : undefined)
  useModal(dialog, search)
  const shown = searchPhotos(photos, query)
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-titulo`}
      onCancel={(event) => {
        // Escape: closed by the effect's cleanup once the caller unmounts it.
        event.preventDefault()
        onClose()
      }}
      // Typing here is not a change of the form that opened the dialog.
      onInput={(event) => event.stopPropagation()}
      onChange={(event) => event.stopPropagation()}
      className="m-auto flex max-h-[calc(100dvh-2rem)] w-[min(56rem,calc(100vw-1rem))] flex-col rounded-xl border border-line bg-white p-4 text-ink shadow-xl backdrop:bg-brand-950/40 sm:p-6"
    >
      <h2 id={`${id}-titulo`} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <label htmlFor={`${id}-buscar`} className="mt-3 block font-semibold text-brand-900">
        Buscar por texto o lugar
      </label>
      <input
        ref={search}
        id={`${id}-buscar`}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={inputClass}
      />
      <p role="status" className="mt-2 text-sm text-muted">
        {shown.length === photos.length
          ? `${photos.length} ${photos.length === 1 ? 'foto' : 'fotos'}`
          : shown.length === 0
            ? 'Ninguna foto tiene ese texto o lugar.'
            : `${shown.length} de ${photos.length} fotos`}
      </p>
      <div
        role="radiogroup"
        aria-label="Fotos de la biblioteca"
        className="mt-2 grid min-h-0 flex-1 grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3 lg:grid-cols-4"
      >
        {shown.map((photo) => (
          <label
            key={photo.id}
            className="relative grid cursor-pointer content-start gap-1 rounded-lg border-2 border-line p-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={`${id}-foto`}
              value={photo.id}
              checked={marked === photo.id}
              onChange={() => setMarked(photo.id)}
              className="sr-only"
            />
            <Image
              src={`/fotos/${photo.id}.webp`}
              alt=""
              width={192}
              height={144}
              sizes="(min-width: 1024px) 12rem, (min-width: 640px) 30vw, 45vw"
              className="aspect-[4/3] w-full rounded-md bg-surface object-cover"
            />
            <span className="font-medium break-words text-brand-900">{photo.alt}</span>
            {photo.place ? <span className="break-words text-muted">{photo.place}</span> : null}
          </label>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onClose} className={cancelClass}>
          Cancelar
        </button>
        <button
          type="button"
          aria-disabled={marked === undefined}
          onClick={() => {
            if (marked !== undefined) onChoose(marked)
          }}
          className={buttonClasses('secondary', 'min-h-11 px-5 py-2 text-sm aria-disabled:opacity-60')}
        >
          Usar esta foto
        </button>
      </div>
    </dialog>,
    document.body,
  )
}
