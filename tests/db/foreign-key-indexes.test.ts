import { migratedDatabase } from '../support/database'
import { engines } from '../support/engines'

// Every foreign key has an index that starts with its columns, so deleting an
// account or a lead never scans a whole table (Supabase's linter flags the
// ones that do not).

describe.each(engines)('on %s', (engine) => {
  const world = migratedDatabase(engine)

  it('index every foreign key of the API’s schema by its columns', async () => {
    const { rows } = await world.db.query<{ foreign_key: string }>(
      `select format('%s.%s', k.conrelid::regclass, k.conname) as foreign_key
         from pg_constraint k
        where k.contype = 'f'
          and k.connamespace = 'public'::regnamespace
          and not exists (
            select 1 from pg_index i
             where i.indrelid = k.conrelid
               and (i.indkey::int2[])[0:cardinality(k.conkey) - 1] = k.conkey
          )
        order by 1`,
    )
    expect(rows).toEqual([])
  })

  it('index the author of a note, who changed a state and who last saved an SEO record', async () => {
    const { rows } = await world.db.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public'
          and indexname in ('lead_notes_author_idx', 'lead_status_changes_changed_by_idx', 'seo_pages_updated_by_idx')
        order by 1`,
    )
    expect(rows.map((row) => row.definition.replace(/ USING btree/, ''))).toEqual([
      'CREATE INDEX lead_notes_author_idx ON public.lead_notes (author_id)',
      'CREATE INDEX lead_status_changes_changed_by_idx ON public.lead_status_changes (changed_by)',
      'CREATE INDEX seo_pages_updated_by_idx ON public.seo_pages (updated_by)',
    ])
  })
})
