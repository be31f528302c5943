// Supabase Edge Function (Deno): the company's Google reviews for the site.
// Secrets: SITE_SHARED_SECRET (the site's, required), GOOGLE_PLACES_API_KEY
// (a key restricted to the Places API (New)) and GOOGLE_PLACE_ID (the
// company's place id). SUPABASE_URL and SUPABASE_SECRET_KEYS (or, on a
// project with legacy keys, SUPABASE_SERVICE_ROLE_KEY) are provided by
// Supabase. Deploy it with --no-verify-jwt (supabase/config.toml says so): the
// site calls it with its publishable key, which is no JWT, and the function
// checks the site's secret itself.
import { serve, serviceClient } from '../_shared/serve.ts'
import { supabaseReviewsCache } from './cache.ts'
import { handleRequest, type Secrets } from './handler.ts'

function secrets(): Secrets | null {
  const apiKey = Deno.env.get('GOOGLE_PLACES_API_KEY')
  const placeId = Deno.env.get('GOOGLE_PLACE_ID')
  return apiKey && placeId ? { apiKey, placeId } : null
}

const client = serviceClient()
const cache = client && supabaseReviewsCache(client)

serve('fetch-google-reviews', (request, siteSecret) =>
  handleRequest(request, {
    secrets: secrets(),
    siteSecret,
    cache,
    fetch,
    log: (message) => console.error('fetch-google-reviews:', message),
  }),
)
