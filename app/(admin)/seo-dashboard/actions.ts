'use server'

import { revalidatePath } from 'next/cache'
import { requireAdmin } from '@/lib/auth/session'
import { getSeoConfig } from '@/lib/seo/config'
import { getEditableRecord } from '@/lib/seo/dashboard'
import { saveSeoPage } from '@/lib/seo/save'
import { seoFormSchema, toSeoFormValues, type SeoFormValues } from '@/lib/validations/seo'

// The SEO editor's server actions. Each checks the session and the admin
// right again (proxy.ts is a convenience, not the lock), and the database's
// row-level security checks the right once more on the write.

export type LoadSeoResult = { ok: true; values: SeoFormValues | null } | { ok: false; message: string }
export type SaveSeoResult = { ok: true } | { ok: false; message: string }

const saveFailed = 'No se pudo guardar el SEO'

/** The record the editor opens (stored, else built in); null for a path the site does not have. */
export async function loadSeoRecordAction(path: string): Promise<LoadSeoResult> {
  const access = await requireAdmin()
  if (!access.ok) return { ok: false, message: access.message }
  try {
    const record = typeof path === 'string' ? await getEditableRecord(path) : null
    return { ok: true, values: record ? toSeoFormValues(record) : null }
  } catch (error) {
    console.error('Could not load an SEO record for the editor', error)
    return { ok: false, message: 'No se pudo cargar el SEO de la página' }
  }
}

/** Validates with the editor's schema, stores the record and revalidates the page and this list. */
export async function saveSeoRecordAction(values: unknown): Promise<SaveSeoResult> {
  const access = await requireAdmin()
  if (!access.ok) return { ok: false, message: access.message }
  const parsed = seoFormSchema.safeParse(values)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? saveFailed }
  if (!getSeoConfig(parsed.data.path)) return { ok: false, message: 'Esa página no existe en el sitio' }
  try {
    await saveSeoPage(parsed.data, { userId: access.user.id, email: access.user.email })
  } catch (error) {
    console.error(`Could not save the SEO record of ${parsed.data.path}`, error)
    return { ok: false, message: saveFailed }
  }
  revalidatePath('/seo-dashboard')
  return { ok: true }
}
