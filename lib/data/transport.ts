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
  /** Rows as the backend answers them; lib/data/answer.ts checks them against the relation's schema. */
  select(relation: string, query: Query, as: Caller): Promise<unknown[]>
  /** Answers nothing: an anonymous caller may not read its row back. */
  insert(table: string, row: Record<string, unknown>, as: Caller): Promise<void>
  /** Calls a SQL function with named arguments: its value (a set's rows, null for void), or with `columns` its one row. */
  rpc(fn: string, args: Record<string, unknown>, as: Caller, columns?: string): Promise<unknown>
  /** Calls one of our edge functions with the site's shared secret; absent where there are none (locally). */
  invoke?(fn: string, options: { method: 'GET'; timeout: number }): Promise<unknown>
}
