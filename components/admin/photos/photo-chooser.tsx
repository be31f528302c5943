'use client'

import Image from 'next/image'
import { useRef, useState } from 'react'
import type { PhotoChoice } from '@/lib/photos/types'
import { PhotoPickerDialog } from './photo-picker-dialog'

const smallButton =
  'min-h-11 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50'

/**
 * A field's photo of the library: the chosen one's thumbnail with 'Cambiar
 * foto' and 'Quitar foto', or 'Elegir foto'; both open the grid of the
 * library. `id` goes to the button that opens it (the field's label and
 * messages point there).
 */
export function PhotoChooser({
  id,
  photos,
  chosen,
  onChange,
  dialogTitle,
  noPhotoText,
  describedBy,
  invalid,
}: {
  id: string
  photos: PhotoChoice[]
  chosen: string | undefined
  /** The photo's id, or undefined once removed. */
  onChange: (next: string | undefined) => void
  dialogTitle: string
  /** What shows while none is chosen. */
  noPhotoText: string
  describedBy?: string
  invalid?: boolean
}) {
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const photo = photos.find((candidate) => candidate.id === chosen)
  const change = (next: string | undefined) => {
    onChange(next)
    // The dialog is outside the form: an input event tells the form (unsaved changes, review) that it changed.
    box.current?.dispatchEvent(new Event('input', { bubbles: true }))
  }
  return (
    <div ref={box} className="mt-1 flex flex-wrap items-center gap-3">
      {photo ? (
        <Image
          src={`/fotos/${photo.id}.webp`}
          alt={`Foto elegida: ${photo.alt}`}
          width={128}
          height={96}
          className="h-24 w-32 rounded-md border border-line bg-surface object-cover"
        />
      ) : (
        <p className="text-sm text-muted">
          {chosen ? 'Una foto que ya no está en la biblioteca' : noPhotoText}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          id={id}
          aria-describedby={describedBy}
          // Opening the library changes nothing yet.
          data-no-change
          onClick={() => setOpen(true)}
          className={`${smallButton} ${invalid ? 'border-danger' : ''}`}
        >
          {chosen ? 'Cambiar foto' : 'Elegir foto'}
        </button>
        {chosen ? (
          <button
            type="button"
            onClick={() => {
              change(undefined)
              // The button that had the focus is gone: it goes to the one that chooses again.
              requestAnimationFrame(() => document.getElementById(id)?.focus())
            }}
            className={smallButton}
          >
            Quitar foto
          </button>
        ) : null}
      </div>
      {open ? (
        <PhotoPickerDialog
          title={dialogTitle}
          photos={photos}
          chosen={chosen}
          onClose={() => setOpen(false)}
          onChoose={(next) => {
            setOpen(false)
            change(next)
          }}
        />
      ) : null}
    </div>
  )
}
