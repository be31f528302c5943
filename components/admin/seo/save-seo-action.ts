'use server'

import { refresh } from 'next/cache'
import { adminAction } from '@/lib/admin/action'
import { getSeoConfig } from '@/lib/seo/config'
import { saveSeoPage } from '@/lib/seo/save'
import { seoFormSchema } from '@/lib/validations/seo'

// The SEO editor's save. The database's row-level security checks the admin right once more on the write.

export const saveSeoRecordAction = adminAction(
  seoFormSchema,
  async (record, admin) => {
    if (!getSeoConfig(record.path)) return { ok: false, message: 'Esa página no existe en el sitio' }
    await saveSeoPage(record, { userId: admin.id, email: admin.email })
    // The editor's page shows the stored record.
    refresh()
    return { ok: true }
  },
  { failure: 'No se pudo guardar el SEO' },
)
