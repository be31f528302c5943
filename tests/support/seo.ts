import type { SeoRecord } from '@/lib/seo/types'
import { getSeoConfig } from '@/lib/seo/config'

/** A page's built-in record as a stored or edited one has it: every field but the pillar page. */
export function storedCopyOf(path: string): SeoRecord {
  const { pillarPage, ...record } = getSeoConfig(path)!
  void pillarPage // only the built-in configuration names pillars
  return record
}

/** A town page's SEO half as seo_pages' columns, as the site stores a draft's; `changes` on top. */
export const townPageSeoColumns = (changes: Record<string, unknown> = {}) => ({
  title: 'Placas solares en Jumilla',
  description: 'D',
  h1: 'Placas solares en Jumilla',
  h2_primary: '',
  h2_secondary: [],
  h3_strategic: [],
  keywords: [],
  canonical: null,
  robots: 'index,follow',
  og_image: null,
  og_type: 'website',
  schema_type: 'Service',
  category: 'solar',
  faqs: [],
  additional_schema: null,
  ...changes,
})
