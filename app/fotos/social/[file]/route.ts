import { socialImageOf } from '@/lib/photos/social-image'
import { socialImageFilePhoto, socialImageVersion } from '@/lib/photos/social-image-path'

// A page's social image made from a photo of the library, /fotos/social/<id>.jpg?v=<version>:
// 1200 × 630 around the photo's focal point. Only the id, checked against its pattern, is taken
// from the address, and only to look the photo up. Pages link the address with the version of
// the focal point they were made with; that address always answers the same image, so browsers
// and CDNs keep it for a year. Any other version (an old link, none) gets the image as it is now,
// checked again on each use.

const notFound = () =>
  new Response('No encontrado', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const id = socialImageFilePhoto((await params).file)
  if (!id) return notFound()
  const image = await socialImageOf(id)
  if (!image) return notFound()
  const current = new URL(request.url).searchParams.get('v') === socialImageVersion(image.focus)
  return new Response(new Uint8Array(image.jpeg), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(image.jpeg.byteLength),
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
