import type { Metadata } from 'next'
import { adminPage } from '@/components/admin/admin-page'
import { AdminTitle } from '@/components/admin/admin-title'
import { PhotoLibrary } from '@/components/admin/photos/photo-library'
import { PhotoUploader } from '@/components/admin/photos/photo-uploader'
import type { SessionUser } from '@/lib/auth/types'
import { listPhotos } from '@/lib/data'

export const metadata: Metadata = { title: 'Fotos' }

export default adminPage('fotos', Photos)

async function Photos({ admin }: { admin: SessionUser }) {
  const photos = await listPhotos(admin)
  return (
    <section aria-labelledby="titulo-fotos" className="mt-8">
      <AdminTitle id="titulo-fotos">Fotos</AdminTitle>
      <p className="mt-3 text-muted">
        Las fotos de los trabajos de la empresa, para la galería y las imágenes de las páginas. Cada foto
        necesita un texto alternativo que diga lo que se ve en ella.
      </p>
      <PhotoUploader />
      <PhotoLibrary photos={photos} />
    </section>
  )
}
