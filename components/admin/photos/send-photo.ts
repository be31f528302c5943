import type { Photo } from '@/lib/photos/types'
import type { PhotoDetailsInput } from '@/lib/validations/photo'

// Sends one prepared photo to POST /api/fotos: the bytes as the body, the
// details in the X-Foto-Datos header. XMLHttpRequest rather than fetch, for
// the upload's progress events.

export type SendResult = { ok: true; photo: Photo } | { ok: false; message: string }

const failed = 'No se ha podido subir la foto. Comprueba la conexión y vuelve a intentarlo.'

export type SendEvents = {
  /** The fraction sent, 0 to 1. */
  onProgress: (fraction: number) => void
  /** Every byte is sent: the server now holds it until it answers (it decodes few photos at once). */
  onSent: () => void
}

/** Uploads `body`, telling `events` how it goes. Never rejects. */
export function sendPhoto(
  body: Blob,
  details: PhotoDetailsInput,
  { onProgress, onSent }: SendEvents,
): Promise<SendResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/fotos')
    request.setRequestHeader('Content-Type', body.type)
    request.setRequestHeader('X-Foto-Datos', encodeURIComponent(JSON.stringify(details)))
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.upload.onload = () => onSent()
    request.onload = () => {
      const answer = request.response as { photo?: Photo; error?: string } | null
      if (request.status === 201 && answer?.photo) resolve({ ok: true, photo: answer.photo })
      else resolve({ ok: false, message: answer?.error ?? failed })
    }
    request.onerror = () => resolve({ ok: false, message: failed })
    request.onabort = () => resolve({ ok: false, message: failed })
    request.send(body)
  })
}
