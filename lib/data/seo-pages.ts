import { seoReadError } from './seo-read-error'
import { anon, asAdmin, type Transport } from './transport'
import { failingAs, type AdminCaller, type Faq, type SeoRecord } from './types'

/** A row of seo_pages. */
export type SeoPageRow = {
  path: string
  title: string
  description: string
  h1: string
  h2_primary: string
  h2_secondary: string[]
  h3_strategic: string[]
  keywords: string[]
  canonical: string | null
  robots: string
  og_image: string | null
  og_type: string
  schema_type: string
  category: string
  faqs: Faq[]
  additional_schema: Record<string, unknown> | null
  updated_at: string
}

export const toSeoRecord = (row: SeoPageRow): SeoRecord => ({
  path: row.path,
  title: row.title,
  description: row.description,
  h1: row.h1,
  h2Primary: row.h2_primary,
  h2Secondary: row.h2_secondary,
  h3Strategic: row.h3_strategic,
  keywords: row.keywords,
  canonical: row.canonical,
  robots: row.robots,
  ogImage: row.og_image,
  ogType: row.og_type,
  schemaType: row.schema_type,
  category: row.category,
  faqs: row.faqs,
  additionalSchema: row.additional_schema,
  updatedAt: new Date(row.updated_at).toISOString(),
})

const toSeoPageRow = (record: SeoRecord, caller: AdminCaller) => ({
  path: record.path,
  title: record.title,
  description: record.description,
  h1: record.h1,
  h2_primary: record.h2Primary,
  h2_secondary: record.h2Secondary,
  h3_strategic: record.h3Strategic,
  keywords: record.keywords,
  canonical: record.canonical,
  robots: record.robots,
  og_image: record.ogImage,
  og_type: record.ogType,
  schema_type: record.schemaType,
  category: record.category,
  faqs: record.faqs,
  additional_schema: record.additionalSchema,
  updated_by: caller.userId,
  updated_at: new Date().toISOString(),
})

/**
 * The stored SEO records: read as a visitor (a failed read throws, so a build
 * stops), saved as the signed-in admin. `onSaved` gets every record after a save.
 */
export function seoPagesOver(db: Transport, onSaved?: (records: SeoRecord[]) => void) {
  const list = async () =>
    (await db.select<SeoPageRow>('seo_pages', { order: ['path'] }, anon)).map(toSeoRecord)
  return {
    /** One record by path, or null when none is stored. */
    get: (path: string): Promise<SeoRecord | null> =>
      failingAs(
        (cause) => seoReadError(path, db.source, cause),
        async () => {
          const [row] = await db.select<SeoPageRow>('seo_pages', { eq: ['path', path], one: true }, anon)
          return row ? toSeoRecord(row) : null
        },
      ),
    /** Every stored record, ordered by path. */
    list: (): Promise<SeoRecord[]> => failingAs((cause) => seoReadError(null, db.source, cause), list),
    /** Inserts or replaces the record of its path as `caller`; answers the stored row. */
    async upsert(record: SeoRecord, caller: AdminCaller): Promise<SeoRecord> {
      const saved = await failingAs(`Could not save the SEO record of ${record.path}`, () =>
        db.upsert<SeoPageRow>(
          'seo_pages',
          toSeoPageRow(record, caller),
          { key: 'path', columns: '*' },
          asAdmin(caller),
        ),
      )
      onSaved?.(await list())
      return toSeoRecord(saved)
    },
  }
}
