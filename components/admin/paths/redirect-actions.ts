'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { checkRedirect } from '@/lib/paths/check-redirect'
import { redirectContext } from '@/lib/paths/context'
import { checkCsvRows, MAX_CSV_BYTES, parseRedirectCsv, type RefusedRow } from '@/lib/paths/csv'
import type { SiteRedirectRefusal, SiteRedirectSave } from '@/lib/paths/types'
import { adminAction, type ActionResult } from '@/lib/admin/action'
import { refusedIfChangedMeanwhile, type SavedRevision } from '@/lib/admin/page-changed'
import { deleteSiteRedirect, restoreSiteRedirect, saveSiteRedirect, setMissedPathIgnored } from '@/lib/data'
import { regeneratePages } from '@/lib/page-cache'
import {
  missedPathIgnoreSchema,
  siteRedirectRemovalSchema,
  siteRedirectRestoreSchema,
  siteRedirectSchema,
} from '@/lib/validations/redirect'

// The redirects' writes. Every rule is checked here (lib/paths) and the
// database repeats the one-hop rule under a lock; after a save the proxy
// reads the redirects again, so the site answers it at once (a redirect's
// source is never a page: no page to regenerate).

/** What a save answers the form: the revision it goes on from (with whose changes, on a refusal), and the source as stored. */
export type SavedRedirect = SavedRevision & { source?: string }

const notAdmin = 'Tu cuenta no tiene permiso para gestionar las redirecciones.'

/** Runs a save or removal: the revision stored, or the refusal in Spanish (after a change in between, with the revision the form goes on from). */
async function stored(
  write: () => Promise<SiteRedirectSave>,
  source: string,
  userId: string,
): Promise<{ ok: true; revision: number } | Extract<ActionResult<SavedRedirect>, { ok: false }>> {
  let save: SiteRedirectSave
  try {
    save = await write()
  } catch (error) {
    return refusedIfChangedMeanwhile(error, userId)
  }
  if (save.saved) return { ok: true, revision: save.revision }
  return { ok: false, message: refusals[save.reason](source) }
}

/** The database's refusals, for what changed between the server's checks and the save. */
const refusals: Record<SiteRedirectRefusal, (source: string) => string> = {
  taken: (source) => `${source} ya tiene una redirección: cámbiala en la lista.`,
  chain: () => 'Otra redirección se guardó a la vez y formaría una cadena con esta: revisa la lista.',
  'staff-page': (source) => `${source} es la dirección de una página del sitio: no se puede redirigir.`,
  missing: () => 'La página de destino ya no está publicada: elige otro destino.',
}

export const saveRedirectAction = adminAction(
  siteRedirectSchema,
  async (
    { original, source, destination, permanent, basedOn },
    admin,
  ): Promise<ActionResult<SavedRedirect>> => {
    const check = checkRedirect({ source, destination }, await redirectContext(admin, original))
    if (!check.ok) return { ok: false, message: check.message, fieldErrors: { [check.field]: check.message } }
    const { rule } = check
    const input = { original, ...rule, permanent, basedOn }
    const save = await stored(() => saveSiteRedirect(input, admin), rule.source, admin.id)
    if (!save.ok) return save
    regeneratePages()
    refresh()
    return {
      ok: true,
      message: `Guardada: ${rule.source} → ${rule.destination} (${permanent ? 'permanente, 308' : 'temporal, 307'}).`,
      data: { revision: save.revision, source: rule.source },
    }
  },
  { failure: 'No se pudo guardar la redirección. Inténtalo de nuevo.', notAdmin },
)

export const deleteRedirectAction = adminAction(
  siteRedirectRemovalSchema,
  async ({ source, basedOn }, admin): Promise<ActionResult<SavedRedirect>> => {
    const removed = await stored(() => deleteSiteRedirect(source, basedOn, admin), source, admin.id)
    if (!removed.ok) return removed
    regeneratePages()
    refresh()
    return { ok: true, message: `Eliminada la redirección de ${source}.` }
  },
  { failure: 'No se pudo eliminar la redirección. Inténtalo de nuevo.', notAdmin },
)

/** 'Deshacer' after 'Eliminar': the redirect back as it was, checked as a new one is. */
export const restoreRedirectAction = adminAction(
  siteRedirectRestoreSchema,
  async (removed, admin): Promise<ActionResult<SavedRedirect>> => {
    const check = checkRedirect(removed, await redirectContext(admin))
    if (!check.ok) return { ok: false, message: `No se pudo recuperar: ${check.message}` }
    const restored = await stored(() => restoreSiteRedirect(removed, admin), removed.source, admin.id)
    if (!restored.ok) return restored
    regeneratePages()
    refresh()
    return { ok: true, message: `Recuperada la redirección de ${removed.source}.` }
  },
  { failure: 'No se pudo recuperar la redirección. Inténtalo de nuevo.', notAdmin },
)

/** 'Ignorar' an address that fails, or show it again. */
export const ignoreMissedPathAction = adminAction(
  missedPathIgnoreSchema,
  async ({ path, ignored }, admin): Promise<ActionResult> => {
    await setMissedPathIgnored(path, ignored, admin)
    refresh()
    return { ok: true, message: ignored ? `Ignorada ${path}.` : `${path} vuelve a la lista.` }
  },
  { failure: 'No se pudo cambiar la dirección. Inténtalo de nuevo.', notAdmin },
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
      const input = { original: null, ...rule, permanent: true, basedOn: 0 }
      const save = await stored(() => saveSiteRedirect(input, admin), rule.source, admin.id)
      if (save.ok) imported++
      else refused.push({ line, desde: rule.source, hacia: rule.destination, reason: save.message })
    }
    if (imported > 0) regeneratePages()
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
