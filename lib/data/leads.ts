import { leadToColumns } from '@/supabase/functions/_shared/lead-fields'
import { leadSourceToColumns } from '@/supabase/functions/_shared/lead-source-fields'
import { server, type Transport } from './transport'
import { failingAs } from './failing-as'
import type { NewLead } from './types'

/** The columns of public.leads a visitor's lead writes: its id, its fields, its source and its estimate. */
export const toLeadInsertRow = ({ id, source, estimate, ...lead }: NewLead) => ({
  id,
  ...leadToColumns(lead),
  ...leadSourceToColumns(source),
  savings_estimate: estimate,
})

export function leadsOver(db: Transport) {
  return {
    /**
     * Stores a validated lead as the site's server: no API role a visitor can
     * act as may insert leads. The database's checks repeat the form's rules.
     */
    insert: (lead: NewLead): Promise<void> =>
      failingAs('Error al guardar los datos', () => db.insert('leads', toLeadInsertRow(lead), server)),
  }
}
