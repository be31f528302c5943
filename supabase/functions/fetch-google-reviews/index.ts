// Supabase Edge Function (Deno): the company's Google reviews for the site.
// Secrets: SITE_SHARED_SECRET (the site's, required), GOOGLE_PLACES_API_KEY
// (a key restricted to the Places API (New)) and GOOGLE_PLACE_ID (the
// company's place id). SUPABASE_URL and SUPABASE_SECRET_KEYS (or, on a
// project with legacy keys, SUPABASE_SERVICE_ROLE_KEY) are provided by
// Supabase. Deploy it with --no-verify-jwt (supabase/config.toml says so): the
// site calls it with its publishable key, which is no JWT, and the function
// checks the site's secret itself.
import { env, functionLog, serve, serviceClient } from '../_shared/serve.ts'
import { isUnconfigured } from '../_shared/settings.ts'
import { supabaseReviewsCache } from './cache.ts'
import { handleRequest, secretsFrom } from './handler.ts'

const log = functionLog('fetch-google-reviews')
const client = serviceClient(log)
const cache = isUnconfigured(client) ? client : supabaseReviewsCache(client)

serve('fetch-google-reviews', (request, siteSecret) =>
  handleRequest(request, { secrets: secretsFrom(env), siteSecret, cache, fetch, log }),
)
