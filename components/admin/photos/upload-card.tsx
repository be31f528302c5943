'use client'

import { formatFileSize } from '@/lib/photos/file-size'
import type { PhotoDetailsValues } from '@/lib/validations/photo'
import { PhotoDetailsFields, type PhotoDetailsErrors } from './photo-details-fields'

/** One chosen file on its way: what staff typed for it, and how its upload goes. */
export type UploadItem = {
  key: string
  file: File
  /** An object URL of the file, for its preview; null for a file the browser refused. */
  preview: string | null
  /** Why the browser will not send it (its type, its size); null when it can go. */
  refusal: string | null
  values: PhotoDetailsValues
  errors: PhotoDetailsErrors
  /** 'queued': sent whole, waiting for the server's answer (it decodes few photos at once). */
  status: 'waiting' | 'preparing' | 'sending' | 'queued' | 'done' | 'failed'
  /** The fraction sent, 0 to 1. */
  progress: number
  /** The server's (or the browser's) Spanish refusal of the last try. */
  failure: string | null
}

function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'preparing':
      return 'Preparando la foto...'
    case 'sending':
      return `Enviando: ${Math.round(item.progress * 100)} %`
    case 'queued':
      return 'En cola…'
    case 'done':
      return 'Subida. Ya está en la biblioteca.'
    case 'failed':
      return `No se ha subido: ${item.failure ?? ''}`
    default:
      return ''
  }
}

/**
 * A chosen file's card: its preview, its texts, its progress bar and its
 * answer. A refusal stays on the card with everything typed, so sending again
 * is one press.
 */
export function UploadCard({
  item,
  onChange,
  onRemove,
}: {
  item: UploadItem
  onChange: (values: PhotoDetailsValues) => void
  onRemove: () => void
}) {
  const id = `subida-${item.key}`
  const busy = item.status === 'preparing' || item.status === 'sending' || item.status === 'queued'
  const started = item.status !== 'waiting'
  return (
    <li
      aria-labelledby={`${id}-nombre`}
      className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-[10rem_1fr]"
    >
      <div>
        {item.preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local file's preview (blob:), not a served image
          <img src={item.preview} alt="" className="aspect-[4/3] w-full rounded-lg bg-surface object-cover" />
        ) : null}
        <p id={`${id}-nombre`} className="mt-2 font-semibold break-all text-brand-900">
          {item.file.name}
        </p>
        <p className="text-sm text-muted">{formatFileSize(item.file.size)}</p>
      </div>
      <div className="grid min-w-0 gap-3">
        {item.refusal ? (
          <p className="rounded-md border border-danger/40 bg-danger/5 p-3 text-danger">{item.refusal}</p>
        ) : (
          <>
            <PhotoDetailsFields
              idPrefix={id}
              values={item.values}
              errors={item.errors}
              onChange={onChange}
              readOnly={busy || item.status === 'done'}
            />
            {started ? (
              <div>
                <label id={`${id}-progreso`} htmlFor={`${id}-barra`} className="text-sm text-muted">
                  Progreso de la subida de {item.file.name}
                </label>
                <progress
                  id={`${id}-barra`}
                  max={1}
                  value={item.status === 'done' ? 1 : item.progress}
                  className="mt-1 block h-2 w-full accent-brand-700"
                />
              </div>
            ) : null}
          </>
        )}
        <p
          role="status"
          className={`text-sm ${item.status === 'failed' ? 'font-medium text-danger' : item.status === 'done' ? 'font-medium text-brand-800' : 'text-muted'}`}
        >
          {statusText(item)}
        </p>
        {busy ? null : (
          <div>
            <button
              type="button"
              onClick={onRemove}
              className="min-h-11 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Quitar<span className="sr-only"> {item.file.name} de la lista</span>
            </button>
          </div>
        )}
      </div>
    </li>
  )
}
