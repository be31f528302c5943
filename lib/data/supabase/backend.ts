import type { SupabaseClient } from '@supabase/supabase-js'
import { invokeSiteFunction } from '@/lib/supabase/site-function'
import { dataOver, type DataBackend } from '../backend'
import type { Transport } from '../transport'
import type { Caller } from '../types'

/** The data of a supabase-js answer: its error throws as is, and so does a missing answer unless `maybe`. */
function dataOf({ data, error }: { data: unknown; error: unknown }, maybe = false): unknown {
  if (error) throw error
  if (!maybe && (data === null || data === undefined)) throw new Error('Supabase answered no data')
  return data
}

/**
 * The production backend: Supabase's REST API, where RLS decides. A visitor's reads use the cookie-less
 * public client (public pages stay static), the server's own writes (new leads) the cookie-less
 * secret-key client, an admin's calls the session client; edge functions get the site's shared secret.
 */
export function createSupabaseBackend(
  getClient: () => SupabaseClient,
  getSessionClient: () => Promise<SupabaseClient>,
  { siteSecret, getSecretClient }: { siteSecret: () => string; getSecretClient: () => SupabaseClient },
): DataBackend {
  const clientFor = async (as: Caller) =>
    as.role === 'anon' ? getClient() : as.role === 'service_role' ? getSecretClient() : getSessionClient()

  const transport: Transport = {
    source: 'Supabase',
    async select(relation, { columns = '*', eq, order = '', one }, as) {
      let query = (await clientFor(as)).from(relation).select(columns)
      if (eq) query = query.eq(eq[0], eq[1])
      for (const part of order.split(',').filter(Boolean)) {
        const [column, direction] = part.trim().split(' ')
        query = query.order(column!, direction === 'desc' ? { ascending: false } : undefined)
      }
      if (!one) {
        const rows = dataOf(await query)
        if (!Array.isArray(rows)) throw new Error(`Supabase answered no rows of ${relation}`)
        return rows
      }
      const row = dataOf(await query.maybeSingle(), true)
      return row ? [row] : []
    },
    async insert(table, row, as) {
      dataOf(await (await clientFor(as)).from(table).insert(row), true)
    },
    async rpc(fn, args, as, columns) {
      const call = (await clientFor(as)).rpc(fn, args)
      return columns ? dataOf(await call.select(columns).single()) : dataOf(await call, true)
    },
    invoke: (fn, options) => invokeSiteFunction(getClient(), siteSecret(), fn, options),
  }
  return dataOver(transport)
}
