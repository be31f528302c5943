// Supabase Edge Function (Deno): the company's Google reviews for the site.
// Secrets: SITE_SHARED_SECRET (the site's, required), GOOGLE_PLACES_API_KEY
// (a key restricted to the Places API (New)) and GOOGLE_PLACE_ID (the
// company's place id). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
// provided by Supabase.
import { createClient } from 'npm:@supabase/supabase-js@2'
import { siteSecretFrom } from '../_shared/site-secret.ts'
import { supabaseReviewsCache } from './cache.ts'
import { handleRequest, type Secrets } from './handler.ts'

function secrets(): Secrets | null {
  const apiKey = Deno.env.get('GOOGLE_PLACES_API_KEY')
  const placeId = Deno.env.get('GOOGLE_PLACE_ID')
  return apiKey && placeId ? { apiKey, placeId } : null
}

const cache = supabaseReviewsCache(
  createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
    auth: { persistSession: false },
  }),
)

Deno.serve(async (request) => {
  try {
    return await handleRequest(request, {
      secrets: secrets(),
      siteSecret: siteSecretFrom(Deno.env.get('SITE_SHARED_SECRET')),
      cache,
      fetch,
      log: (message) => console.error('fetch-google-reviews:', message),
    })
  } catch (error) {
    console.error('fetch-google-reviews failed', error)
    return new Response(JSON.stringify({ error: 'internal_error' }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    })
  }
})
