// Supabase Edge Function (Deno): the company's Google reviews for the site.
// Secrets: SITE_SHARED_SECRET (the site's, required), GOOGLE_PLACES_API_KEY
// (a key restricted to the Places API (New)) and GOOGLE_PLACE_ID (the
// company's place id). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
// provided by Supabase.
import { serve, serviceClient } from '../_shared/serve.ts'
import { supabaseReviewsCache } from './cache.ts'
import { handleRequest, type Secrets } from './handler.ts'

function secrets(): Secrets | null {
  const apiKey = Deno.env.get('GOOGLE_PLACES_API_KEY')
  const placeId = Deno.env.get('GOOGLE_PLACE_ID')
  return apiKey && placeId ? { apiKey, placeId } : null
}

const cache = supabaseReviewsCache(serviceClient())

serve('fetch-google-reviews', (request, siteSecret) =>
  handleRequest(request, {
    secrets: secrets(),
    siteSecret,
    cache,
    fetch,
    log: (message) => console.error('fetch-google-reviews:', message),
  }),
)
