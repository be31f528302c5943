'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type DragEvent } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { FilePicker } from '@/components/ui/file-picker'
import { ACCEPTED_PHOTO_TYPES } from '@/lib/photos/limits'
import type { PhotoDetailsValues } from '@/lib/validations/photo'
import { detailErrors, emptyDetails } from './photo-details-fields'
import { preparePhoto, refusalOf } from './prepare-photo'
import { sendPhoto } from './send-photo'
import { UploadCard, type UploadItem } from './upload-card'

/**
 * Upload from a computer or a phone: drop files on the zone or choose them,
 * several at once; each gets a card for its texts, then 'Subir fotos' sends
 * the cards whose texts are valid, one after another, each with its progress.
 * The accepted types leave HEIC out, so iOS sends its photos as JPEG.
 */
export function PhotoUploader() {
  const router = useRouter()
  const [items, setItems] = useState<UploadItem[]>([])
  const [dragging, setDragging] = useState(false)
  const [sending, setSending] = useState(false)
  const nextKey = useRef(0)

  // The previews' object URLs live as long as their cards.
  const previews = useRef(new Set<string>())
  useEffect(() => {
    const urls = previews.current
    return () => urls.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))

  function add(files: ArrayLike<File>) {
    if (files.length === 0) return
    const added = Array.from(files, (file): UploadItem => {
      const refusal = refusalOf(file)
      const preview = refusal ? null : URL.createObjectURL(file)
      if (preview) previews.current.add(preview)
      return {
        key: String(nextKey.current++),
        file,
        preview,
        refusal,
        values: emptyDetails,
        errors: {},
        status: 'waiting',
        progress: 0,
        failure: null,
      }
    })
    setItems((current) => [...current, ...added])
  }

  function remove(item: UploadItem) {
    if (item.preview) {
      URL.revokeObjectURL(item.preview)
      previews.current.delete(item.preview)
    }
    setItems((current) => current.filter((candidate) => candidate.key !== item.key))
    // Its button goes with the card: the focus goes back to choosing files.
    document.getElementById('fotos-elegidas')?.focus()
  }

  async function upload(item: UploadItem) {
    update(item.key, { status: 'preparing', progress: 0, failure: null })
    const prepared = await preparePhoto(item.file)
    if (!prepared.ok) return update(item.key, { status: 'failed', failure: prepared.message })
    update(item.key, { status: 'sending' })
    const sent = await sendPhoto(prepared.body, item.values, {
      onProgress: (progress) => update(item.key, { progress }),
      onSent: () => update(item.key, { status: 'queued', progress: 1 }),
    })
    if (!sent.ok) return update(item.key, { status: 'failed', failure: sent.message })
    update(item.key, { status: 'done', progress: 1 })
    router.refresh()
  }

  async function uploadAll() {
    if (sending) return
    const pending = items.filter(
      (item) => !item.refusal && (item.status === 'waiting' || item.status === 'failed'),
    )
    const checked = pending.map((item) => ({ item, errors: detailErrors(item.values) }))
    setItems((current) =>
      current.map((item) => {
        const check = checked.find((candidate) => candidate.item.key === item.key)
        return check ? { ...item, errors: check.errors } : item
      }),
    )
    const invalid = checked.find(({ errors }) => Object.keys(errors).length > 0)
    if (invalid) {
      // The first field to fix takes the focus, once its error is drawn.
      const field = Object.keys(invalid.errors)[0]
      requestAnimationFrame(() => document.getElementById(`subida-${invalid.item.key}-${field}`)?.focus())
    }
    setSending(true)
    try {
      for (const { item, errors } of checked) if (Object.keys(errors).length === 0) await upload(item)
    } finally {
      setSending(false)
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    add(event.dataTransfer.files)
  }

  const waiting = items.filter(
    (item) => !item.refusal && (item.status === 'waiting' || item.status === 'failed'),
  ).length

  return (
    <section aria-labelledby="titulo-subir" className="mt-8">
      <h2 id="titulo-subir" className="text-xl font-bold text-brand-900">
        Subir fotos
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-3 rounded-xl border-2 border-dashed p-6 ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface'
        }`}
      >
        <p className="text-muted">Arrastra aquí las fotos, o elígelas del ordenador o del móvil.</p>
        <FilePicker
          id="fotos-elegidas"
          label="Elegir fotos"
          multiple
          accept={ACCEPTED_PHOTO_TYPES.join(',')}
          hint="JPEG, PNG, WebP o AVIF, hasta 20 MB cada una. Se reducen en el navegador antes de enviarse."
          onChoose={add}
          className="mt-3"
        />
      </div>
      {items.length > 0 ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void uploadAll()
          }}
          className="mt-6"
        >
          <ul aria-label="Fotos elegidas" className="grid gap-4">
            {items.map((item) => (
              <UploadCard
                key={item.key}
                item={item}
                onChange={(values: PhotoDetailsValues) => update(item.key, { values })}
                onRemove={() => remove(item)}
              />
            ))}
          </ul>
          {/* Always there while cards are: the focus never falls off a button that went away. */}
          <button
            type="submit"
            aria-disabled={sending || waiting === 0}
            className={buttonClasses('secondary', 'mt-4 min-h-11 px-5 py-2 text-sm aria-disabled:opacity-60')}
          >
            {sending
              ? 'Subiendo...'
              : waiting === 1
                ? 'Subir la foto'
                : waiting > 1
                  ? `Subir ${waiting} fotos`
                  : 'Subir fotos'}
          </button>
        </form>
      ) : null}
    </section>
  )
}
