import type { PGlite } from '@electric-sql/pglite'
import type { RpcClient } from '@/supabase/functions/_shared/rpc-client'
import { server } from '../transport'
import { localTransport } from './backend'

// supabase-js's `rpc` through a service-role client, played by PGlite: the
// same SQL function of the migrations runs, as service_role, in its own
// transaction, and answers { data, error } the way PostgREST does. The local
// notification delivery calls the SQL functions through it, as the Supabase
// function does through its client. Any database with PGlite's query and
// transaction calls will do (an adapter over a real server's pool too).

export function serviceRoleRpc(db: Pick<PGlite, 'query' | 'transaction'>): RpcClient {
  const transport = localTransport(async () => db)
  return {
    rpc: (fn, args = {}) =>
      transport.rpc(fn, args, server).then(
        (data) => ({ data, error: null }),
        (error: unknown) => ({ data: null, error }),
      ),
  }
}
