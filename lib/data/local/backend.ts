import type { PGlite } from '@electric-sql/pglite'
import { dataOver, type DataBackend } from '../backend'
import type { DataHooks } from '../types'
import type { Transport } from '../transport'
import type { Caller } from '../types'
import { asCaller } from '@/lib/db/roles'
import { vacuumingMissedPaths } from './missed-paths-upkeep'

// The embedded backend: PGlite, queried as Supabase's API roles would be (roles.ts), answering rows as
// PostgREST does (to_jsonb). Names spelled into the SQL come from lib/data's code, never from input;
// anything but a plain identifier is refused.

const identifier = /^[a-z_][a-z0-9_]*$/
function name(value: string): string {
  if (!identifier.test(value)) throw new Error(`Bad name in a query: ${value}`)
  return value
}
/** 'a, b desc' as `t.a, t.b desc` (columns, or an order); '*' for every column. */
const spell = (list: string) =>
  list === '*'
    ? 't.*'
    : list
        .split(',')
        .map((part) => part.trim().split(' '))
        .map(([column, direction]) => `t.${name(column!)}${direction === 'desc' ? ' desc' : ''}`)
        .join(', ')

/** The local transport over a database: PGlite, or the tests' PostgreSQL adapter. */
export function localTransport(getDb: () => Promise<Pick<PGlite, 'query' | 'transaction'>>): Transport {
  const run = async (as: Caller, sql: string, params: unknown[] = []) =>
    (await asCaller(await getDb(), as, (tx) => tx.query<Record<string, unknown>>(sql, params))).rows
  /** Rows as JSON: `select to_jsonb(c) as row …`, answered as `row`. */
  const json = async (as: Caller, sql: string, params: unknown[] = []) =>
    (await run(as, sql, params)).map((answer) => answer.row)
  /** The row read from JSON into the table's own column types, as PostgREST reads a body ($1). */
  const insert = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row).map(name).join(', ')
    return `insert into public.${name(table)} as t (${columns})
      select ${columns} from jsonb_populate_record(null::public.${name(table)}, $1::jsonb)`
  }

  return {
    source: 'the local database',
    select: (relation, { columns = '*', eq, order, one }, as) =>
      json(
        as,
        `select to_jsonb(c) as row from public.${name(relation)} t, lateral (select ${spell(columns)}) c` +
          `${eq ? ` where t.${name(eq[0])} = $1` : ''}${order ? ` order by ${spell(order)}` : ''}${one ? ' limit 1' : ''}`,
        eq ? [eq[1]] : [],
      ),
    async insert(table, row, as) {
      await run(as, insert(table, row), [JSON.stringify(row)])
    },
    async rpc(fn, args, as, columns) {
      const named = Object.keys(args).map((arg, index) => `${name(arg)} => $${index + 1}`)
      const call = `public.${name(fn)}(${named.join(', ')})`
      const params = Object.values(args)
      const rows = (select: string) =>
        json(as, `select to_jsonb(c) as row from ${call} t, lateral (${select}) c`, params)
      if (columns) return (await rows(`select ${spell(columns)}`))[0] ?? null
      // Answered as PostgREST does: a set-returning function's rows, null for a void one, else its value.
      const db = await getDb()
      const [shape] = (
        await db.query<{ many: boolean; none: boolean }>(
          `select p.proretset as many, p.prorettype = 'void'::regtype as none from pg_proc p
             join pg_namespace s on s.oid = p.pronamespace where s.nspname = 'public' and p.proname = $1`,
          [fn],
        )
      ).rows
      if (!shape) throw new Error(`Could not find the function public.${fn}`)
      if (shape.many) return await rows('select t.*')
      const [answer] = await run(as, `select ${call} as value`, params)
      return shape.none ? null : (answer?.value ?? null)
    },
  }
}

/** The local backend; `hooks` keep the build's snapshots current. */
export function createLocalBackend(getDb: () => Promise<PGlite>, hooks: DataHooks = {}): DataBackend {
  const backend = dataOver(localTransport(getDb), hooks)
  return { ...backend, sitePaths: vacuumingMissedPaths(backend.sitePaths, getDb) }
}
