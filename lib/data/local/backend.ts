import type { PGlite } from '@electric-sql/pglite'
import { toLeadRow, toSeoPageRecord, toSeoPageRow, type SeoPageRow } from '../rows'
import { seoReadError } from '../seo-read-error'
import { DataError, type DataBackend, type SeoPageRecord } from '../types'
import { createLocalLeadsInbox } from './leads-inbox'
import { groupCommit } from './group-commit'
import { asCaller } from './roles'

const anon = { role: 'anon' } as const

type LeadRow = ReturnType<typeof toLeadRow>

type Options = {
  /** Called with every stored record after a save (the server keeps the build's snapshot current). */
  onSeoPagesSaved?: (records: SeoPageRecord[]) => void
}

/** The embedded backend: PGlite, queried as Supabase's API roles would be. */
export function createLocalBackend(getDb: () => Promise<PGlite>, options: Options = {}): DataBackend {
  const listSeoPages = async () => {
    const { rows } = await asCaller(await getDb(), anon, (tx) =>
      tx.query<SeoPageRow>('select * from public.seo_pages order by path'),
    )
    return rows.map(toSeoPageRecord)
  }
  // Leads arriving together are stored together (./group-commit.ts).
  const insertLead = groupCommit<LeadRow>(async (rows) => {
    // Every row comes from toLeadRow: its keys are the columns a visitor may write.
    const columns = Object.keys(rows[0]!) as (keyof LeadRow)[]
    const values = rows.map(
      (_, row) => `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    )
    await asCaller(await getDb(), anon, (tx) =>
      tx.query(
        `insert into public.leads (${columns.join(', ')}) values ${values.join(', ')}`,
        rows.flatMap((row) => columns.map((column) => row[column])),
      ),
    )
  })
  return {
    leads: {
      async insert(lead) {
        try {
          await insertLead(toLeadRow(lead))
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
          return rows[0] ? toSeoPageRecord(rows[0]) : null
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
        return toSeoPageRecord(saved)
      },
    },
    leadsInbox: createLocalLeadsInbox(getDb),
    // Google reviews come through a Supabase edge function; locally the built-in ones show.
    reviews: {
      async fetch() {
        return null
      },
    },
  }
}
