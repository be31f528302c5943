import type { SupabaseClient } from '@supabase/supabase-js'
import { toLeadInsertRow, toSeoRecord, toSeoPageRow, type SeoPageRow } from '../rows'
import { seoReadError } from '../seo-read-error'
import { DataError, type DataBackend } from '../types'
import { createSupabaseLeadsInbox } from './leads-inbox'
import { createSupabasePageContent } from './page-content'
import { createSupabaseReviews } from './reviews'

/**
 * The production backend: Supabase's REST API; row-level security decides.
 * Reads use the cookie-less public client (so public pages stay static); new
 * leads, which only the service role may insert (after the site's checks),
 * the cookie-less secret-key client; admin writes the signed-in user's session
 * client. The edge functions are called with the site's shared secret (`siteSecret`).
 */
export function createSupabaseBackend(
  getClient: () => SupabaseClient,
  getSessionClient: () => Promise<SupabaseClient>,
  { siteSecret, getSecretClient }: { siteSecret: () => string; getSecretClient: () => SupabaseClient },
): DataBackend {
  return {
    leads: {
      async insert(lead) {
        const { error } = await getSecretClient().from('leads').insert(toLeadInsertRow(lead))
        if (error) throw new DataError('Error al guardar los datos', { cause: error })
      },
    },
    seoPages: {
      async get(path) {
        const { data, error } = await getClient().from('seo_pages').select('*').eq('path', path).maybeSingle()
        if (error) throw seoReadError(path, 'Supabase', error)
        return data ? toSeoRecord(data as SeoPageRow) : null
      },
      async list() {
        const { data, error } = await getClient().from('seo_pages').select('*').order('path')
        if (error) throw seoReadError(null, 'Supabase', error)
        return (data as SeoPageRow[]).map(toSeoRecord)
      },
      async upsert(record, caller) {
        const client = await getSessionClient()
        const { data, error } = await client
          .from('seo_pages')
          .upsert(
            { ...toSeoPageRow(record, caller.userId), updated_at: new Date().toISOString() },
            { onConflict: 'path' },
          )
          .select('*')
          .single()
        if (error || !data)
          throw new DataError(`Could not save the SEO record of ${record.path}`, { cause: error })
        return toSeoRecord(data as SeoPageRow)
      },
    },
    pageContent: createSupabasePageContent(getClient, getSessionClient),
    leadsInbox: createSupabaseLeadsInbox(getSessionClient),
    reviews: createSupabaseReviews(getClient, siteSecret),
  }
}
