import type { PGlite } from '@electric-sql/pglite'
import { toLeadInsertRow, toSeoRecord, toSeoPageRow, type LeadInsertRow, type SeoPageRow } from '../rows'
import { seoReadError } from '../seo-read-error'
import { DataError, type DataBackend, type SeoRecord, type StoredContent } from '../types'
import { createLocalLeadsInbox } from './leads-inbox'
import { createLocalPageContent } from './page-content'
import { asCaller } from './roles'

const anon = { role: 'anon' } as const
// Leads are written by the site's server alone, as on Supabase with its secret key:
// no API role a visitor can act as may insert them.
const server = { role: 'service_role' } as const

type Options = {
  /** Called with every stored record after a save (the server keeps the build's snapshot current). */
  onSeoPagesSaved?: (records: SeoRecord[]) => void
  /** Called with every published page's content after a publish (the same, for the build's content snapshot). */
  onContentPublished?: (records: StoredContent[]) => void
}

/** The embedded backend: PGlite, queried as Supabase's API roles would be. */
export function createLocalBackend(getDb: () => Promise<PGlite>, options: Options = {}): DataBackend {
  const listSeoPages = async () => {
    const { rows } = await asCaller(await getDb(), anon, (tx) =>
      tx.query<SeoPageRow>('select * from public.seo_pages order by path'),
    )
    return rows.map(toSeoRecord)
  }
  return {
    leads: {
      async insert(lead) {
        const row = toLeadInsertRow(lead)
        // The keys are the field list's columns, never input.
        const columns = Object.keys(row) as (keyof LeadInsertRow)[]
        try {
          await asCaller(await getDb(), server, (tx) =>
            tx.query(
              `insert into public.leads (${columns.join(', ')})
               values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
              columns.map((column) => row[column]),
            ),
          )
        } catch (cause) {
          throw new DataError('Error al guardar los datos', { cause })
        }
      },
    },
    seoPages: {
      async get(path) {
        try {
          const { rows } = await asCaller(await getDb(), anon, (tx) =>
            tx.query<SeoPageRow>('select * from public.seo_pages where path = $1 limit 1', [path]),
          )
          return rows[0] ? toSeoRecord(rows[0]) : null
        } catch (cause) {
          throw seoReadError(path, 'the local database', cause)
        }
      },
      async list() {
        try {
          return await listSeoPages()
        } catch (cause) {
          throw seoReadError(null, 'the local database', cause)
        }
      },
      async upsert(record, caller) {
        const row = toSeoPageRow(record, caller.userId)
        const columns = Object.keys(row)
        const updates = columns
          .filter((column) => column !== 'path')
          .map((column) => `${column} = excluded.${column}`)
        let saved: SeoPageRow | undefined
        try {
          // Column names come from toSeoPageRow's fixed keys, never from input.
          const { rows } = await asCaller(await getDb(), { role: 'authenticated', ...caller }, (tx) =>
            tx.query<SeoPageRow>(
              `insert into public.seo_pages (${columns.join(', ')})
               values (${columns.map((_, index) => `$${index + 1}`).join(', ')})
               on conflict (path) do update set ${updates.join(', ')}, updated_at = now()
               returning *`,
              columns.map((column) => {
                const value = row[column as keyof typeof row]
                const isJson = column === 'faqs' || column === 'additional_schema'
                return isJson && value !== null ? JSON.stringify(value) : value
              }),
            ),
          )
          saved = rows[0]
        } catch (cause) {
          throw new DataError(`Could not save the SEO record of ${record.path}`, { cause })
        }
        if (!saved) throw new DataError(`Saving the SEO record of ${record.path} returned no row`)
        options.onSeoPagesSaved?.(await listSeoPages())
        return toSeoRecord(saved)
      },
    },
    pageContent: createLocalPageContent(getDb, options.onContentPublished),
    leadsInbox: createLocalLeadsInbox(getDb),
    // Google reviews come through a Supabase edge function; locally the built-in ones show.
    reviews: {
      async fetch() {
        return null
      },
    },
  }
}
