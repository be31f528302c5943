'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/action'
import { pageChangedResult } from '@/lib/admin/page-changed'
import { PageChangedError } from '@/lib/data/types'
import { getSeoConfig } from '@/lib/seo/config'
import { saveSeoPage } from '@/lib/seo/save'
import { seoFormSchema } from '@/lib/validations/seo'

// The SEO editor's save. The database's row-level security checks the admin right once more on the write.

// The record's revision when the editor showed it: a save refuses to replace a later one.
const saveSchema = seoFormSchema.and(z.object({ basedOn: z.coerce.number().int().min(0) }))

export const saveSeoRecordAction = adminAction<typeof saveSchema, { revision: number }>(
  saveSchema,
  async ({ basedOn, ...record }, admin) => {
    if (!getSeoConfig(record.path)) return { ok: false, message: 'Esa página no existe en el sitio' }
    try {
      const { revision } = await saveSeoPage(record, { userId: admin.id, email: admin.email }, basedOn)
      // The editor's page shows the stored record.
      refresh()
      return { ok: true, data: { revision } }
    } catch (error) {
      if (error instanceof PageChangedError) return pageChangedResult(error.state, admin.id)
      throw error
    }
  },
  { failure: 'No se pudo guardar el SEO' },
)
