// Supabase Edge Function (Deno): the company's Google reviews for the site.
// Secrets: GOOGLE_PLACES_API_KEY (a key restricted to the Places API (New))
// and GOOGLE_PLACE_ID (the company's place id).
import { handleRequest, type Secrets } from './handler.ts'

function secrets(): Secrets | null {
  const apiKey = Deno.env.get('GOOGLE_PLACES_API_KEY')
  const placeId = Deno.env.get('GOOGLE_PLACE_ID')
  return apiKey && placeId ? { apiKey, placeId } : null
}

Deno.serve(async (request) => {
  try {
    return await handleRequest(request, {
      secrets: secrets(),
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
