import type { NextRequest } from 'next/server'
import { requireAdmin } from '@/lib/auth/session'
import { exportInboxLeads } from '@/lib/data'
import { leadsCsv, leadsCsvFileName } from '@/lib/leads/csv'
import { parseInboxParams } from '@/lib/leads/inbox-params'

// The filtered inbox as a CSV file. A route handler answers for itself:
// proxy.ts only redirects page loads without a session, so the session and
// the admin right are checked here again, and the query runs as the admin (RLS).

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

export async function GET(request: NextRequest) {
  const access = await requireAdmin()
  if (!access.ok) {
    return access.reason === 'signed-out'
      ? text(401, 'Inicia sesión para exportar las solicitudes.')
      : text(403, 'Tu cuenta no tiene permiso para exportar las solicitudes.')
  }
  const { query, status, source, includeTests } = parseInboxParams(request.nextUrl.searchParams)
  try {
    const leads = await exportInboxLeads({ query, status, source, includeTests }, access.user)
    return new Response(leadsCsv(leads), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${leadsCsvFileName(new Date())}"`,
        // Personal data: never kept by a browser or a proxy cache.
        'Cache-Control': 'no-store',
      },
    })
  } catch (error) {
    console.error('Could not export the leads', error)
    return text(500, 'No se pudieron exportar las solicitudes. Inténtalo de nuevo.')
  }
}
