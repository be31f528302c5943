import type { AdminCaller, Caller } from './types'

export const anon: Caller = { role: 'anon' }
export const server: Caller = { role: 'service_role' }
export const asAdmin = (caller: AdminCaller): Caller => ({ role: 'authenticated', ...caller })

/** A select: its columns ('*' when left out), one equality, its order ('created_at desc, id'), at most one row. */
export type Query = { columns?: string; eq?: [column: string, value: unknown]; order?: string; one?: boolean }

/**
 * How a call reaches the database, the one thing a backend changes. Every call runs as `as`, so grants
 * and RLS decide; rows come back as Supabase's API answers them (JSON); a failure throws its cause.
 */
export type Transport = {
  /** The store, as a failed read of what visitors see names it. */
  source: string
  select<Row>(relation: string, query: Query, as: Caller): Promise<Row[]>
  /** Answers nothing: an anonymous caller may not read its row back. */
  insert(table: string, row: Record<string, unknown>, as: Caller): Promise<void>
  /** Inserts, or replaces the row with the same `key`; answers the stored row's `columns`. */
  upsert<Row>(
    table: string,
    row: Record<string, unknown>,
    target: { key: string; columns: string },
    as: Caller,
  ): Promise<Row>
  /** Calls a SQL function with named arguments: its value (a set's rows, null for void), or with `columns` its one row. */
  rpc<T>(fn: string, args: Record<string, unknown>, as: Caller, columns?: string): Promise<T>
  /** Calls one of our edge functions with the site's shared secret; absent where there are none (locally). */
  invoke?(fn: string, options: { method: 'GET'; timeout: number }): Promise<unknown>
}
