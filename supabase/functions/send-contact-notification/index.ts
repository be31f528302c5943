// Supabase Edge Function (Deno): e-mails the company about a new lead.
// Secrets: SITE_SHARED_SECRET (the site's, required), EMAIL_API_KEY (Resend),
// NOTIFY_FROM, NOTIFY_TO, SITE_BRAND.
// SUPABASE_URL and SUPABASE_SECRET_KEYS (or, on a project with legacy keys,
// SUPABASE_SERVICE_ROLE_KEY) are provided by Supabase. Deploy it with
// --no-verify-jwt (supabase/config.toml says so): the site calls it with its
// publishable key, which is no JWT, and the function checks the site's secret itself.
import { serve, serviceClient } from '../_shared/serve.ts'
import { handleRequest, type Config } from './handler.ts'

function config(): Config | null {
  const apiKey = Deno.env.get('EMAIL_API_KEY')
  const from = Deno.env.get('NOTIFY_FROM')
  const to = Deno.env.get('NOTIFY_TO')
  if (!apiKey || !from || !to) return null
  return { apiKey, from, to, brand: Deno.env.get('SITE_BRAND') ?? 'Solar y Electricidad Cieza' }
}

const store = serviceClient()

serve('send-contact-notification', (request, siteSecret) =>
  handleRequest(request, {
    config: config(),
    siteSecret,
    store,
    fetch,
    log: (message) => console.error('send-contact-notification:', message),
  }),
)
