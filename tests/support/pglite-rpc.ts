import type { PGlite } from '@electric-sql/pglite'

// supabase-js's `rpc` as the edge functions use it (a service-role client),
// played by PGlite: the same SQL function runs, as service_role, in its own
// transaction, and answers { data, error } the way PostgREST does (rows for a
// set-returning function, the value for a scalar one, null for void).

export type RpcAnswer = { data: unknown; error: Error | null }

const identifier = /^[a-z_][a-z0-9_]*$/

export function pgliteRpc(db: PGlite) {
  const calls: { fn: string; args: Record<string, unknown> }[] = []
  async function rpc(fn: string, args: Record<string, unknown> = {}): Promise<RpcAnswer> {
    calls.push({ fn, args })
    const names = Object.keys(args)
    if (![fn, ...names].every((name) => identifier.test(name))) throw new Error(`Bad name in rpc ${fn}`)
    try {
      const shape = await db.query<{ returns_set: boolean; returns_void: boolean }>(
        `select p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void
           from pg_proc p join pg_namespace s on s.oid = p.pronamespace
          where s.nspname = 'public' and p.proname = $1`,
        [fn],
      )
      const kind = shape.rows[0]
      if (!kind) return { data: null, error: new Error(`Could not find the function public.${fn}`) }
      const call = `public.${fn}(${names.map((name, index) => `${name} => $${index + 1}`).join(', ')})`
      const sql = kind.returns_set ? `select * from ${call}` : `select ${call} as value`
      const rows = await db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`)
        await tx.exec('set local role service_role')
        return (await tx.query<Record<string, unknown>>(sql, Object.values(args))).rows
      })
      if (kind.returns_set) return { data: rows, error: null }
      return { data: kind.returns_void ? null : (rows[0]?.value ?? null), error: null }
    } catch (error) {
      return { data: null, error: error as Error }
    }
  }
  return { rpc, calls }
}
