'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/action'
import { madridInstant } from '@/lib/admin/madrid-time'
import { parseTypedDateTime, typedDateTimeError } from '@/lib/validations/typed-date'
import { refusedIfChangedMeanwhile, type SavedRevision } from '@/lib/admin/page-changed'
import { checkSavedDraft, publishRefusal } from '@/lib/content/publish-check'
import { publishable } from '@/lib/content/types'
import { findEditablePage } from '@/lib/staff-pages/registry'
import { cancelPublication, getContentDraft, schedulePublication } from '@/lib/data'

// 'Programar publicación' and 'Cancelar programación': the page's saved draft,
// pinned as it is, published at a Madrid time by the site's job.

z.config({ jitless: true }) // The CSP forbids eval; see lib/validations/lead.ts.

const pathField = z.string().max(200)

const scheduleSchema = z.object({
  path: pathField,
  // A day and time as typed (dd/mm/aaaa hh:mm), on Madrid's clock.
  publishAt: z.string().max(20),
  basedOn: z.coerce.number().int().min(0),
})

const notAdmin = 'Tu cuenta no tiene permiso para programar publicaciones.'
const atField = (message: string) => ({ ok: false as const, message, fieldErrors: { publishAt: message } })

export const schedulePublicationAction = adminAction<typeof scheduleSchema, SavedRevision>(
  scheduleSchema,
  async ({ path, publishAt, basedOn }, admin) => {
    const page = await findEditablePage(path, admin)
    if (!page) return { ok: false, message: 'Esa página no se puede editar' }
    const local = parseTypedDateTime(publishAt)
    const at = local && madridInstant(local)
    if (!at) return atField(typedDateTimeError)
    // A minute's margin: the job runs every minute, and the database refuses a time already gone.
    if (at.getTime() <= Date.now() + 60_000) return atField('Elige una fecha y una hora futuras')
    const draft = await getContentDraft(path, admin)
    if (!draft)
      return atField('No hay borrador guardado: guarda un borrador antes de programar su publicación')
    // What 'Publicar' would refuse now is not scheduled either, with the same messages
    // (the job publishes in SQL; it checks the example texts again, not the rest).
    const check = await checkSavedDraft(page, draft, admin)
    if (!publishable(check)) return publishRefusal(check)
    try {
      await schedulePublication({ path, at, basedOn }, admin)
    } catch (error) {
      return refusedIfChangedMeanwhile(error, admin.id)
    }
    refresh()
    return { ok: true, message: 'Publicación programada' }
  },
  { failure: 'No se pudo programar la publicación', notAdmin },
)

const cancelSchema = z.object({ path: pathField })

export const cancelScheduleAction = adminAction(
  cancelSchema,
  async ({ path }, admin) => {
    await cancelPublication(path, admin)
    refresh()
    return { ok: true, message: 'Programación cancelada' }
  },
  { failure: 'No se pudo cancelar la programación', notAdmin },
)
