import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { toLeadRow, toSeoPageRecord, toSeoPageRow, type SeoPageRow } from '../rows'
import { seoReadError } from '../seo-read-error'
import { DataError, type DataBackend } from '../types'
import { createSupabaseLeadsInbox } from './leads-inbox'
import { reviewsAnswerSchema, toReviewsResponse } from './reviews-answer'

/** How long a page render waits for the reviews before showing the built-in ones. */
const REVIEWS_TIMEOUT_MS = 10_000

/**
 * The production backend: Supabase's REST API; row-level security decides.
 * Reads and new leads use the cookie-less public client (so public pages stay
 * static); admin writes use the signed-in user's session client.
 */
export function createSupabaseBackend(
  getClient: () => SupabaseClient,
  getSessionClient: () => Promise<SupabaseClient>,
): DataBackend {
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
        if (error) throw seoReadError(path, 'Supabase', error)
        return data ? toSeoPageRecord(data as SeoPageRow) : null
      },
      async list() {
        const { data, error } = await getClient().from('seo_pages').select('*').order('path')
        if (error) throw seoReadError(null, 'Supabase', error)
        return (data as SeoPageRow[]).map(toSeoPageRecord)
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
        return toSeoPageRecord(data as SeoPageRow)
      },
    },
    leadsInbox: createSupabaseLeadsInbox(getSessionClient),
    reviews: {
      async fetch() {
        const { data, error } = await getClient().functions.invoke('fetch-google-reviews', {
          method: 'GET',
          timeout: REVIEWS_TIMEOUT_MS,
        })
        if (error)
          throw new DataError(`fetch-google-reviews failed: ${await describe(error)}`, { cause: error })
        const answer = reviewsAnswerSchema.safeParse(data)
        if (!answer.success)
          throw new DataError('fetch-google-reviews answered an unexpected shape', { cause: answer.error })
        return toReviewsResponse(answer.data)
      },
    },
  }
}

/** The function's status and error body (e.g. '502 {"error":"places_api_error",...}'), for the log. */
async function describe(error: Error): Promise<string> {
  if (!(error instanceof FunctionsHttpError)) return error.message
  const response = error.context as Response
  const body = await response.text().catch(() => '')
  return `${response.status} ${body.slice(0, 300)}`.trim()
}
