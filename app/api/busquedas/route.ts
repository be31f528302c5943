import { exportTooLargeMessage, MAX_EXPORT_BYTES } from '@/lib/search/export-files'
import { importSearchExport } from '@/lib/search/import-export'
import type { ImportOutcome } from '@/lib/search/types'
import { typedPeriod } from '@/lib/search/period'
import { readAtMost } from '@/lib/security/action-guard'
import { admitUpload, uploadDetails } from '@/lib/security/upload-gate'
import { searchImportDetailsSchema } from '@/lib/validations/search-import'

// The import of Search Console's export ('Resultados'): the file's bytes as
// the body (not multipart, so neither the proxy nor the actions' 64 KB guard
// sees it), the period staff typed and whether to replace overlapping periods
// in X-Busquedas-Datos (encodeURIComponent of their JSON). Checked in order:
// a request from the site's own pages, a signed-in admin, the size (413
// before the body is read; the read stops at the limit), the file. Answers
// { kind, message } in Spanish; nothing is stored unless kind is 'saved'.

const statuses: Record<ImportOutcome['kind'], number> = {
  saved: 201,
  unchanged: 200,
  'needs-period': 422,
  overlap: 409,
  refused: 422,
}

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
const refuse = (status: number, message: string) => answer(status, { kind: 'refused', message })

export async function POST(request: Request): Promise<Response> {
  const admitted = await admitUpload(request.headers, {
    limit: MAX_EXPORT_BYTES,
    foreign: 'Solo se pueden importar datos desde el panel de administración del sitio.',
    tooLarge: exportTooLargeMessage,
  })
  if (!admitted.ok) return refuse(admitted.status, admitted.message)
  const sent = searchImportDetailsSchema.safeParse(uploadDetails(request.headers, 'x-busquedas-datos'))
  if (!sent.success) return refuse(400, 'Faltan los datos del formulario. Vuelve a intentarlo.')
  const typed = typedPeriod(sent.data.inicio, sent.data.fin)
  if (!typed.ok) return refuse(422, typed.message)
  const bytes = await readAtMost(request.body, MAX_EXPORT_BYTES)
  if (bytes === null) return refuse(413, exportTooLargeMessage)
  if (bytes.byteLength === 0) return refuse(422, 'El archivo está vacío.')
  try {
    const outcome = await importSearchExport(
      bytes,
      { period: typed.period, replace: sent.data.reemplazar },
      admitted.user,
    )
    return answer(statuses[outcome.kind], outcome)
  } catch (error) {
    console.error('A search figures import failed', error)
    return refuse(500, 'No se han podido importar los datos. Vuelve a intentarlo en unos minutos.')
  }
}
