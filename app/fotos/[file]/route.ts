import { getPhotoStore } from '@/lib/photos/get-photo-store'
import { isPhotoFileName } from '@/lib/photos/store'

// A photo of the library at its public address, /fotos/<id>.webp: the stored
// file, re-encoded at upload, never changed (a new photo is a new id), so
// browsers and CDNs keep it for a year. Anything else is a 404.

const notFound = () =>
  new Response('No encontrado', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (!isPhotoFileName(file)) return notFound()
  const bytes = await getPhotoStore().get(file)
  if (!bytes) return notFound()
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
