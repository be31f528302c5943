import { GoTrueAdminApi } from '@supabase/auth-js'
import { PostgrestClient } from '@supabase/postgrest-js'
import { StorageClient } from '@supabase/storage-js'

// What the operator scripts need of Supabase with a secret key (sb_secret_…,
// or the legacy service_role key; both act as the service role): the auth
// admin API and the REST API (scripts/admin.ts), Storage (the photos' upload
// in scripts/export.ts), and nothing else. supabase-js's createClient
// would also build a realtime client, which needs a global WebSocket that
// Node 20 lacks, so the script would stop before sending anything.

export type ServiceRoleClients = {
  authAdmin: GoTrueAdminApi
  rest: PostgrestClient
  storage: StorageClient
}

export function createServiceRoleClients(
  supabaseUrl: string,
  secretKey: string,
  fetch?: typeof globalThis.fetch,
): ServiceRoleClients {
  const base = supabaseUrl.replace(/\/+$/, '')
  // As supabase-js sends any key: Supabase's gateway accepts a secret key in both headers.
  const headers = { apikey: secretKey, Authorization: `Bearer ${secretKey}` }
  return {
    authAdmin: new GoTrueAdminApi({ url: `${base}/auth/v1`, headers, fetch }),
    rest: new PostgrestClient(`${base}/rest/v1`, { headers, fetch }),
    storage: new StorageClient(`${base}/storage/v1`, headers, fetch),
  }
}
