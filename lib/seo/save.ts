import 'server-only'
import { storeSeoPage } from '@/lib/data'
import type { AdminCaller, SeoRecord } from '@/lib/data/types'
import { revalidatePage } from '@/lib/revalidate-page'

/**
 * Stores a page's SEO record and makes the live site show it at
 * once: the page and the sitemap are regenerated on their next request, no
 * rebuild needed. Callers check the admin right first; the database checks it again.
 */
export async function saveSeoPage(record: SeoRecord, caller: AdminCaller, basedOn: number | null = null) {
  const saved = await storeSeoPage(record, caller, basedOn)
  revalidatePage(record.path)
  return saved
}
