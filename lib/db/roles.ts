import type { Caller } from '@/lib/data/types'

export type { Caller }

/** What asCaller needs of a database: PGlite, or the tests' PostgreSQL adapter. */
type Queries = {
  query(sql: string, params?: unknown[]): Promise<unknown>
  exec(sql: string): Promise<unknown>
}
type Transactional<Tx extends Queries> = { transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> }

function claimsOf(caller: Caller) {
  return caller.role === 'authenticated'
    ? { role: 'authenticated', sub: caller.userId, email: caller.email }
    : { role: caller.role }
}

/**
 * Runs `work` in a transaction as the given API role with its JWT claims, the
 * way PostgREST does on Supabase, so the same row-level security policies and
 * grants decide what the local backend may read and write.
 */
export async function asCaller<Tx extends Queries, T>(
  db: Transactional<Tx>,
  caller: Caller,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claimsOf(caller))])
    // The role name comes from the closed union above, never from input.
    await tx.exec(`set local role ${caller.role}`)
    return work(tx)
  })
}
