import type { PGlite } from '@electric-sql/pglite'
import type { RpcClient } from '@/supabase/functions/_shared/rpc-client'

// supabase-js's `rpc` through a service-role client, played by PGlite: the
// same SQL function of the migrations runs, as service_role, in its own
// transaction, and answers { data, error } the way PostgREST does (rows for a
// set-returning function, the value for a scalar one, null for void). The
// local backend's notification delivery calls the SQL functions through it,
// as the Supabase function does through its client. Any database with PGlite's
// query and transaction calls will do (an adapter over a real server's pool too).

const identifier = /^[a-z_][a-z0-9_]*$/

export function serviceRoleRpc(db: Pick<PGlite, 'query' | 'transaction'>): RpcClient {
  return {
    async rpc(fn, args = {}) {
      const names = Object.keys(args)
      // Names are spelled into the SQL: only plain identifiers, never input.
      if (![fn, ...names].every((name) => identifier.test(name))) throw new Error(`Bad name in rpc ${fn}`)
      try {
        const { rows: shapes } = await db.query<{ returns_set: boolean; returns_void: boolean }>(
          `select p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void
             from pg_proc p join pg_namespace s on s.oid = p.pronamespace
            where s.nspname = 'public' and p.proname = $1`,
          [fn],
        )
        const shape = shapes[0]
        if (!shape) return { data: null, error: new Error(`Could not find the function public.${fn}`) }
        const call = `public.${fn}(${names.map((name, index) => `${name} => $${index + 1}`).join(', ')})`
        const sql = shape.returns_set ? `select * from ${call}` : `select ${call} as value`
        const rows = await db.transaction(async (tx) => {
          await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`)
          await tx.exec('set local role service_role')
          return (await tx.query<Record<string, unknown>>(sql, Object.values(args))).rows
        })
        if (shape.returns_set) return { data: rows, error: null }
        return { data: shape.returns_void ? null : (rows[0]?.value ?? null), error: null }
      } catch (error) {
        return { data: null, error }
      }
    },
  }
}
