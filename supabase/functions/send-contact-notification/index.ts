// Supabase Edge Function (Deno): e-mails the company about a new lead.
// Secrets: SITE_SHARED_SECRET (the site's, required), EMAIL_API_KEY (Resend),
// NOTIFY_FROM, NOTIFY_TO, SITE_BRAND.
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by Supabase.
import { createClient } from 'npm:@supabase/supabase-js@2'
import { siteSecretFrom } from '../_shared/site-secret.ts'
import { handleRequest, type Config } from './handler.ts'
import { supabaseStore } from './store.ts'

function config(): Config | null {
  const apiKey = Deno.env.get('EMAIL_API_KEY')
  const from = Deno.env.get('NOTIFY_FROM')
  const to = Deno.env.get('NOTIFY_TO')
  if (!apiKey || !from || !to) return null
  return { apiKey, from, to, brand: Deno.env.get('SITE_BRAND') ?? 'Solar y Electricidad Cieza' }
}

const store = supabaseStore(
  createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
    auth: { persistSession: false },
  }),
)

Deno.serve(async (request) => {
  try {
    return await handleRequest(request, {
      config: config(),
      siteSecret: siteSecretFrom(Deno.env.get('SITE_SHARED_SECRET')),
      store,
      fetch,
    })
  } catch (error) {
    console.error('send-contact-notification failed', error)
    return new Response(JSON.stringify({ error: 'internal_error' }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    })
  }
})
