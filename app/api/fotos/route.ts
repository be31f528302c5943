import { addPhoto } from '@/lib/photos/add-photo'
import { MAX_UPLOAD_BYTES } from '@/lib/photos/limits'
import { PhotoRefusal } from '@/lib/photos/refusal'
import { readAtMost } from '@/lib/security/action-guard'
import { admitUpload, uploadDetails } from '@/lib/security/upload-gate'

// The photo library's upload: the image's bytes as the body (not multipart, so
// neither the proxy nor the actions' 64 KB guard ever sees it), its details in
// X-Foto-Datos (encodeURIComponent of their JSON). Checked in order: a request
// from the site's own pages, a signed-in admin, the size (413 before the body
// is read, and the read stops at the limit), the details, the image. Answers
// 201 { photo } or 4xx { error } in Spanish; nothing is stored on a refusal.

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
const refuse = (status: number, error: string) => answer(status, { error })

export async function POST(request: Request): Promise<Response> {
  const tooLarge = new PhotoRefusal('tooLarge')
  const admitted = await admitUpload(request.headers, {
    limit: MAX_UPLOAD_BYTES,
    foreign: 'Solo se pueden subir fotos desde el panel de administración del sitio.',
    tooLarge: tooLarge.message,
  })
  if (!admitted.ok) return refuse(admitted.status, admitted.message)
  const details = uploadDetails(request.headers, 'x-foto-datos')
  if (details === undefined)
    return refuse(400, 'Faltan los datos de la foto (texto alternativo, pie y lugar). Vuelve a intentarlo.')
  const bytes = await readAtMost(request.body, MAX_UPLOAD_BYTES)
  if (bytes === null) return refuse(tooLarge.status, tooLarge.message)
  try {
    const result = await addPhoto(bytes, details, admitted.user)
    return result.ok ? answer(201, { photo: result.photo }) : refuse(result.status, result.error)
  } catch (error) {
    console.error('A photo upload failed', error)
    return refuse(500, 'No se ha podido guardar la foto. Vuelve a intentarlo en unos minutos.')
  }
}
