import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { requireAdmin } from '@/lib/auth/session'
import { findSeoConfig } from '@/lib/staff-pages/registry'

// 'Vista previa': turns on Next.js Draft Mode for this browser and opens the
// page, which then renders per request with its draft (content and SEO), for a
// signed-in admin only (lib/content/page-content.ts and lib/seo/shown-seo.ts
// check the session again). '?salir=1'
// turns it off. Everyone else keeps getting the static page.

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export async function GET(request: NextRequest) {
  const path = request.nextUrl.searchParams.get('ruta') ?? ''
  const draft = await draftMode()
  const leaving = request.nextUrl.searchParams.get('salir') === '1'
  const access = leaving ? null : await requireAdmin()
  // A staff page not yet published is an admin's to preview; anyone else knows the published ones.
  const page = await findSeoConfig(path, access?.ok ? access.user : null)
  if (!page) return text(404, 'Esa página no existe.')
  if (access && !access.ok)
    return access.reason === 'signed-out'
      ? text(401, 'Inicia sesión para ver la vista previa.')
      : text(403, 'Tu cuenta no tiene permiso para ver la vista previa.')
  if (leaving) draft.disable()
  else draft.enable()
  // The path is one of the site's own (findSeoConfig), never an address from the request.
  return new Response(null, { status: 307, headers: { Location: page.path, 'Cache-Control': 'no-store' } })
}
