import { createClient } from '@supabase/supabase-js'
import { createSupabaseBackend } from '@/lib/data/supabase/backend'
import { publishableKey, secretKey as serverKey, supabaseUrl } from './fake-supabase'

/**
 * The site's Supabase data backend with every client over the given fetch.
 * Distinct `publicKey`, `sessionKey` and `secretKey` show which client a call went through.
 */
export function supabaseDataBackend(
  fetch: typeof globalThis.fetch,
  {
    siteSecret = 'a-site-secret-that-is-32-characters',
    publicKey = publishableKey,
    sessionKey = publishableKey,
    secretKey = serverKey,
  } = {},
) {
  const client = (key: string) =>
    createClient(supabaseUrl, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch },
    })
  return createSupabaseBackend(
    () => client(publicKey),
    async () => client(sessionKey),
    { siteSecret: () => siteSecret, getSecretClient: () => client(secretKey) },
  )
}
