import type { SupabaseClient } from '@supabase/supabase-js'
import { toLeadRow, toSeoPageRecord, type SeoPageRow } from '../rows'
import { DataError, type DataBackend } from '../types'

/** The production backend: Supabase's REST API with the public anon key; row-level security decides. */
export function createSupabaseBackend(getClient: () => SupabaseClient): DataBackend {
  return {
    leads: {
      async insert(lead) {
        const { error } = await getClient().from('leads').insert(toLeadRow(lead))
        if (error) throw new DataError('Error al guardar los datos', { cause: error })
      },
    },
    seoPages: {
      async get(path) {
        const { data, error } = await getClient().from('seo_pages').select('*').eq('path', path).maybeSingle()
        if (error) throw new DataError(`Could not read the SEO record of ${path}`, { cause: error })
        return data ? toSeoPageRecord(data as SeoPageRow) : null
      },
      async list() {
        const { data, error } = await getClient().from('seo_pages').select('*').order('path')
        if (error) throw new DataError('Could not list the SEO records', { cause: error })
        return (data as SeoPageRow[]).map(toSeoPageRecord)
      },
    },
  }
}
