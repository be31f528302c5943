import type { SeoRecord } from '@/lib/seo/types'
import { getSeoConfig } from '@/lib/seo/config'

/** A page's built-in record as a stored or edited one has it: every field but the pillar page. */
export function storedCopyOf(path: string): SeoRecord {
  const { pillarPage, ...record } = getSeoConfig(path)!
  void pillarPage // only the built-in configuration names pillars
  return record
}
