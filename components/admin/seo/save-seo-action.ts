'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/action'
import { changedMeanwhileResult, type SavedRevision } from '@/lib/admin/page-changed'
import { savedAnswer } from '@/lib/admin/publish-answer'
import { publishPage, UnpublishableDraftError } from '@/lib/content/publish'
import { saveSeoDraft } from '@/lib/data'
import { ChangedMeanwhileError } from '@/lib/data/types'
import { findSeoConfig } from '@/lib/staff-pages/registry'
import { seoFormSchema } from '@/lib/validations/seo'

// The SEO part's 'Guardar borrador' and 'Publicar': the record becomes the SEO
// half of the page's draft; 'Publicar' then publishes the whole draft (content
// too). The database's row-level security checks the admin right once more.

// The page's revision when the editor showed it: a save refuses to replace a later one.
const saveSchema = seoFormSchema.and(
  z.object({ basedOn: z.coerce.number().int().min(0), intent: z.enum(['draft', 'publish']) }),
)

export const saveSeoRecordAction = adminAction<typeof saveSchema, SavedRevision>(
  saveSchema,
  async ({ basedOn, intent, ...record }, admin) => {
    if (!(await findSeoConfig(record.path, admin)))
      return { ok: false, message: 'Esa página no existe en el sitio' }
    try {
      const saved = await saveSeoDraft(record, { userId: admin.id, email: admin.email }, basedOn)
      const published = intent === 'publish' ? await publishPage(record.path, admin, saved) : null
      // The editor's page shows the stored draft and what is live.
      refresh()
      return { ok: true, ...savedAnswer(published), data: { revision: published?.revision ?? saved } }
    } catch (error) {
      if (error instanceof ChangedMeanwhileError) return changedMeanwhileResult(error, admin.id)
      if (error instanceof UnpublishableDraftError) {
        // The draft was saved before publishing was refused: the editor redraws at its revision.
        refresh()
        return { ok: false, message: error.message }
      }
      throw error
    }
  },
  { failure: 'No se pudo guardar el SEO' },
)
