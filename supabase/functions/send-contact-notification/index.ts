// Supabase Edge Function (Deno): e-mails the company about a new lead.
// Secrets: SITE_SHARED_SECRET (the site's, required), EMAIL_API_KEY (Resend),
// NOTIFY_FROM, NOTIFY_TO, SITE_BRAND.
// SUPABASE_URL and SUPABASE_SECRET_KEYS (or, on a project with legacy keys,
// SUPABASE_SERVICE_ROLE_KEY) are provided by Supabase. Deploy it with
// --no-verify-jwt (supabase/config.toml says so): the site calls it with its
// publishable key, which is no JWT, and the function checks the site's secret itself.
import { env, functionLog, serve, serviceClient } from '../_shared/serve.ts'
import { configFrom, handleRequest } from './handler.ts'

const log = functionLog('send-contact-notification')
const store = serviceClient(log)

serve('send-contact-notification', (request, siteSecret) =>
  handleRequest(request, { config: configFrom(env), siteSecret, store, fetch, log }),
)
