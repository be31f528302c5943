import { getLocalBackups } from '@/lib/backup/get-local-backups'
import { requireAdmin } from '@/lib/auth/session'

// A fresh backup of the local database, downloaded by an admin. A route
// handler answers for itself: proxy.ts only redirects page loads without a
// session, so the session and the admin right are checked here again.

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export async function GET() {
  const access = await requireAdmin()
  if (!access.ok) {
    return access.reason === 'signed-out'
      ? text(401, 'Inicia sesión para descargar la copia de seguridad.')
      : text(403, 'Tu cuenta no tiene permiso para descargar la copia de seguridad.')
  }
  const backups = await getLocalBackups()
  if (!backups) return text(404, 'Supabase guarda las copias de seguridad de esta base de datos.')
  try {
    const { fileName, bytes } = await backups.download()
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Content-Length': String(bytes.byteLength),
        // Every lead and account: never kept by a browser or a proxy cache.
        'Cache-Control': 'no-store',
      },
    })
  } catch (error) {
    console.error('Could not make a backup for download', error)
    return text(500, 'No se pudo hacer la copia de seguridad. Inténtalo de nuevo.')
  }
}
