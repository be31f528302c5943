import { readPageState, saveBasedOn } from './page-state'
import { seoReadError } from './seo-read-error'
import { anon, type Transport } from './transport'
import { DataError, failingAs, type AdminCaller, type SeoRecord } from './types'

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

/** A row of seo_pages. */
export type SeoPageRow = { [F in Field as (typeof columns)[F]]: SeoRecord[F] } & { updated_at: string }

const pairs = Object.entries(columns) as [Field, (typeof columns)[Field]][]

export const toSeoRecord = (row: SeoPageRow): SeoRecord => ({
  ...(Object.fromEntries(pairs.map(([field, column]) => [field, row[column]])) as Pick<SeoRecord, Field>),
  updatedAt: new Date(row.updated_at).toISOString(),
})

/** The record's columns, as save_seo_page reads them (who and when: the database's). */
const toSeoPageRow = (record: SeoRecord) =>
  Object.fromEntries(pairs.map(([field, column]) => [column, record[field]]))

/**
 * The stored SEO records: read as a visitor (a failed read throws, so a build
 * stops), saved as the signed-in admin. `onSaved` gets every record after a save.
 */
export function seoPagesOver(db: Transport, onSaved?: (records: SeoRecord[]) => void) {
  const list = async () =>
    (await db.select<SeoPageRow>('seo_pages', { order: 'path' }, anon)).map(toSeoRecord)
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
    /** The record's revision, and who saved it when: what a save is based on. */
    state: (path: string, caller: AdminCaller) => readPageState(db, 'seo_page_state', path, caller),
    /**
     * Inserts or replaces the record of its path as `caller`, when it is still at `basedOn` (null:
     * whatever it is at), and answers the stored record; else throws PageChangedError.
     */
    async upsert(
      record: SeoRecord,
      caller: AdminCaller,
      basedOn: number | null = null,
    ): Promise<SeoRecord & { revision: number }> {
      const args = { record: toSeoPageRow(record), based_on: basedOn }
      const failure = `Could not save the SEO record of ${record.path}`
      const revision = await saveBasedOn(db, 'save_seo_page', args, caller, failure)
      const records = await list()
      onSaved?.(records)
      const saved = records.find((candidate) => candidate.path === record.path)
      if (!saved) throw new DataError(`Saving the SEO record of ${record.path} left no row`)
      return { ...saved, revision }
    },
  }
}
