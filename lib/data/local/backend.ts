import type { PGlite } from '@electric-sql/pglite'
import { toLeadRow, toSeoPageRecord, type SeoPageRow } from '../rows'
import { DataError, type DataBackend } from '../types'
import { asCaller } from './roles'

const anon = { role: 'anon' } as const

/** The embedded backend: PGlite, queried as Supabase's API roles would be. */
export function createLocalBackend(getDb: () => Promise<PGlite>): DataBackend {
  return {
    leads: {
      async insert(lead) {
        const row = toLeadRow(lead)
        try {
          await asCaller(await getDb(), anon, (tx) =>
            tx.query(
              `insert into public.leads (id, email, name, company, city, phone, message, privacy_accepted, communication_consent)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
              [
                row.id,
                row.email,
                row.name,
                row.company,
                row.city,
                row.phone,
                row.message,
                row.privacy_accepted,
                row.communication_consent,
              ],
            ),
          )
        } catch (cause) {
          throw new DataError('Error al guardar los datos', { cause })
        }
      },
    },
    seoPages: {
      async get(path) {
        const { rows } = await asCaller(await getDb(), anon, (tx) =>
          tx.query<SeoPageRow>('select * from public.seo_pages where path = $1 limit 1', [path]),
        )
        return rows[0] ? toSeoPageRecord(rows[0]) : null
      },
      async list() {
        const { rows } = await asCaller(await getDb(), anon, (tx) =>
          tx.query<SeoPageRow>('select * from public.seo_pages order by path'),
        )
        return rows.map(toSeoPageRecord)
      },
    },
    // Google reviews come through a Supabase edge function; locally the built-in ones show.
    reviews: {
      async fetch() {
        return null
      },
    },
  }
}
