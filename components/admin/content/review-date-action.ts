'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/action'
import { parseTypedDate, typedDateError } from '@/lib/validations/typed-date'
import { findEditablePage } from '@/lib/staff-pages/registry'
import { setPageReviewDate } from '@/lib/data'

// 'Guardar fecha': a page's 'Revisar antes de' day, stored at once on its own.
// Nothing is published and the page's 'Actualizado el' does not move.

z.config({ jitless: true }) // The CSP forbids eval; see lib/validations/lead.ts.

const reviewDateSchema = z.object({
  path: z.string().max(200),
  // Empty clears it: the page has no date, whatever the repository's default.
  reviewBefore: z
    .string()
    .max(20)
    .transform((text, context) => {
      if (!text.trim()) return ''
      const day = parseTypedDate(text)
      if (!day) context.addIssue({ code: 'custom', message: typedDateError })
      return day ?? ''
    }),
})

export const saveReviewDateAction = adminAction(
  reviewDateSchema,
  async ({ path, reviewBefore }, admin) => {
    if (!(await findEditablePage(path, admin))) return { ok: false, message: 'Esa página no se puede editar' }
    await setPageReviewDate({ path, reviewBefore: reviewBefore || null }, admin)
    refresh()
    return { ok: true, message: reviewBefore ? 'Fecha de revisión guardada' : 'Fecha de revisión quitada' }
  },
  {
    failure: 'No se pudo guardar la fecha de revisión',
    notAdmin: 'Tu cuenta no tiene permiso para editar el contenido.',
  },
)
