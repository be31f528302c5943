'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { checkRedirect } from '@/lib/addresses/check-redirect'
import { redirectContext } from '@/lib/addresses/context'
import { checkCsvRows, MAX_CSV_BYTES, parseRedirectCsv, type RefusedRow } from '@/lib/addresses/csv'
import type { SiteRedirectSave } from '@/lib/addresses/types'
import { adminAction, type ActionResult } from '@/lib/admin/action'
import { pageChangedMessage } from '@/lib/admin/page-changed'
import { deleteSiteRedirect, saveSiteRedirect } from '@/lib/data'
import { regeneratePages } from '@/lib/page-cache'

// The redirects' writes. Every rule is checked here (lib/addresses) and the
// database repeats the one-hop rule under a lock; after a save the proxy
// reads the redirects again, so the site answers it at once.

/** What a save answers the form: the revision it goes on from, and the source as stored. */
export type SavedRedirect = { revision: number; source?: string }

const notAdmin = 'Tu cuenta no tiene permiso para gestionar las redirecciones.'
const text = (max: number) => z.string().max(max, 'La dirección es demasiado larga.')
const revision = z.coerce.number().int().min(0)

/** Why the database refused a save, in Spanish; the form goes on from the revision it answers. */
function refusal(
  save: Extract<SiteRedirectSave, { saved: false }>,
  source: string,
  userId: string,
): Extract<ActionResult<SavedRedirect>, { ok: false }> {
  if (save.reason === 'taken')
    return { ok: false, message: `${source} ya tiene una redirección: cámbiala en la lista.` }
  if (save.reason === 'chain')
    return {
      ok: false,
      message: 'Otra redirección se guardó a la vez y formaría una cadena con esta: revisa la lista.',
    }
  const message =
    save.state.revision === 0
      ? 'Esta redirección ya no existe: otra persona la ha eliminado. Lo que escribiste sigue en el formulario; guárdalo como nueva desde «Nueva redirección».'
      : pageChangedMessage(save.state, userId)
          .replace('esta página', 'esta redirección')
          .replace('La página cambió', 'La redirección cambió')
  return { ok: false, message, data: { revision: save.state.revision } }
}

const redirectSchema = z.object({
  original: z
    .string()
    .max(300)
    .optional()
    .transform((value) => value || null),
  source: text(2000),
  destination: text(2000),
  permanent: z.enum(['308', '307'], { error: 'Elige si es permanente o temporal.' }),
  basedOn: revision,
})

export const saveRedirectAction = adminAction(
  redirectSchema,
  async (
    { original, source, destination, permanent, basedOn },
    admin,
  ): Promise<ActionResult<SavedRedirect>> => {
    const check = checkRedirect({ source, destination }, await redirectContext(admin, original))
    if (!check.ok) return { ok: false, message: check.message, fieldErrors: { [check.field]: check.message } }
    const { rule } = check
    const save = await saveSiteRedirect({ original, ...rule, permanent: permanent === '308', basedOn }, admin)
    if (!save.saved) return refusal(save, rule.source, admin.id)
    // A redirect's source is never a page (checkRedirect): no page to regenerate, only the proxy's list.
    regeneratePages()
    refresh()
    return {
      ok: true,
      message: `Guardada: ${rule.source} → ${rule.destination} (${permanent === '308' ? 'permanente, 308' : 'temporal, 307'}).`,
      data: { revision: save.revision, source: rule.source },
    }
  },
  { failure: 'No se pudo guardar la redirección. Inténtalo de nuevo.', notAdmin },
)

export const deleteRedirectAction = adminAction(
  z.object({ source: z.string().max(300), basedOn: revision }),
  async ({ source, basedOn }, admin): Promise<ActionResult<SavedRedirect>> => {
    const removed = await deleteSiteRedirect(source, basedOn, admin)
    if (!removed.saved) return refusal(removed, source, admin.id)
    regeneratePages()
    refresh()
    return { ok: true, message: `Eliminada la redirección de ${source}.` }
  },
  { failure: 'No se pudo eliminar la redirección. Inténtalo de nuevo.', notAdmin },
)

export type ImportReport = { imported: number; refused: RefusedRow[] }

const csvFile = z
  .instanceof(File, { error: 'Elige un archivo CSV.' })
  .refine((file) => file.size > 0, 'El archivo está vacío.')
  .refine(
    (file) => file.size <= MAX_CSV_BYTES,
    `El archivo supera los ${MAX_CSV_BYTES / 1024} KB: divídelo en varios.`,
  )

/** A CSV of `desde,hacia` rows: each checked as the form checks one, saved one by one; the report lists the rows refused and why. */
export const importRedirectsAction = adminAction(
  z.object({ file: csvFile }),
  async ({ file }, admin): Promise<ActionResult<ImportReport>> => {
    const parsed = parseRedirectCsv(new TextDecoder('utf-8').decode(await file.arrayBuffer()))
    if (!parsed.ok) return { ok: false, message: parsed.message, fieldErrors: { file: parsed.message } }
    const { accepted, refused } = checkCsvRows(parsed.rows, await redirectContext(admin))
    let imported = 0
    for (const { line, ...rule } of accepted) {
      const save = await saveSiteRedirect({ original: null, ...rule, permanent: true, basedOn: 0 }, admin)
      if (save.saved) {
        imported++
        regeneratePages()
      } else
        refused.push({
          line,
          desde: rule.source,
          hacia: rule.destination,
          reason: refusal(save, rule.source, admin.id).message,
        })
    }
    refused.sort((a, b) => a.line - b.line)
    refresh()
    const message =
      `${imported === 1 ? 'Importada 1 redirección' : `Importadas ${imported} redirecciones`}` +
      (refused.length === 0
        ? '.'
        : `; ${refused.length === 1 ? '1 fila rechazada' : `${refused.length} filas rechazadas`}.`)
    return { ok: imported > 0 || refused.length === 0, message, data: { imported, refused } }
  },
  { failure: 'No se pudo importar el archivo. Inténtalo de nuevo.', notAdmin },
)
