import { z } from 'zod'
import { selectRows } from './answer'
import { seoReadError } from './seo-read-error'
import { anon, type Query, type Transport } from './transport'
import { failingAs } from './failing-as'
import { orNull } from './types'
import { seoRecordSchema, type SeoRecord } from '@/lib/seo/types'

/** Each field of a record and its column of seo_pages (updatedAt: updated_at, set on every save). */
const columns = {
  path: 'path',
  title: 'title',
  description: 'description',
  h1: 'h1',
  h2Primary: 'h2_primary',
  h2Secondary: 'h2_secondary',
  h3Strategic: 'h3_strategic',
  keywords: 'keywords',
  canonical: 'canonical',
  robots: 'robots',
  ogImage: 'og_image',
  ogType: 'og_type',
  schemaType: 'schema_type',
  category: 'category',
  faqs: 'faqs',
  additionalSchema: 'additional_schema',
} as const satisfies Record<Exclude<keyof SeoRecord, 'updatedAt'>, string>
type Field = keyof typeof columns

const pairs = Object.entries(columns) as [Field, (typeof columns)[Field]][]

/** Each column's schema: its field's in the record's schema. */
const columnSchemas = Object.fromEntries(
  pairs.map(([field, column]) => [column, seoRecordSchema.shape[field]]),
) as { [F in Field as (typeof columns)[F]]: (typeof seoRecordSchema.shape)[F] }

/** A row of seo_pages (and an SEO draft, stored as one); its other columns are dropped. */
export const seoPageRowSchema = z.object({
  ...columnSchemas,
  // A draft's record (jsonb) may leave these out; publishing it stores null for them.
  canonical: orNull(columnSchemas.canonical),
  og_image: orNull(columnSchemas.og_image),
  additional_schema: orNull(columnSchemas.additional_schema),
  updated_at: z.string(),
})
export type SeoPageRow = z.output<typeof seoPageRowSchema>

/** A row's fields, under the record's names (who saved it and when left out). */
export const toSeoFields = (row: Omit<SeoPageRow, 'updated_at'>) =>
  Object.fromEntries(pairs.map(([field, column]) => [field, row[column]])) as Pick<SeoRecord, Field>

export const toSeoRecord = (row: SeoPageRow): SeoRecord => ({
  ...toSeoFields(row),
  updatedAt: new Date(row.updated_at).toISOString(),
})

/** The record's columns, as save_page_seo_draft reads them (who and when: the database's). */
export const toSeoPageRow = (record: SeoRecord) =>
  Object.fromEntries(pairs.map(([field, column]) => [column, record[field]]))

/** The stored (published) SEO records, read as a visitor: a failed read throws, so a build stops. */
export function seoPagesOver(db: Transport) {
  const rows = (query: Query) => selectRows(db, 'seo_pages', query, anon, seoPageRowSchema)
  const list = async () => (await rows({ order: 'path' })).map(toSeoRecord)
  return {
    /** One record by path, or null when none is stored. */
    get: (path: string): Promise<SeoRecord | null> =>
      failingAs(
        (cause) => seoReadError(path, db.source, cause),
        async () => {
          const [row] = await rows({ eq: ['path', path], one: true })
          return row ? toSeoRecord(row) : null
        },
      ),
    /** Every stored record, ordered by path. */
    list: (): Promise<SeoRecord[]> => failingAs((cause) => seoReadError(null, db.source, cause), list),
  }
}
