import type { PGlite, Transaction } from '@electric-sql/pglite'

export type Caller = { role: 'anon' } | { role: 'authenticated'; userId: string; email: string }

/**
 * Runs `work` in a transaction as the given API role with its JWT claims, the
 * way PostgREST does on Supabase, so the same row-level security policies
 * decide what the local backend may read and write.
 */
export async function asCaller<T>(
  db: PGlite,
  caller: Caller,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const claims =
    caller.role === 'anon'
      ? { role: 'anon' }
      : { role: 'authenticated', sub: caller.userId, email: caller.email }
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)])
    // The role name comes from the closed union above, never from input.
    await tx.exec(`set local role ${caller.role}`)
    return work(tx)
  })
}
