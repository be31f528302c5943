import type { PGlite } from '@electric-sql/pglite'
import { dataOver, type DataBackend, type DataHooks } from '../backend'
import type { Caller, Transport } from '../transport'
import { asCaller } from './roles'

// The embedded backend: PGlite, queried as Supabase's API roles would be (see
// roles.ts), with rows answered as PostgREST answers them: to_jsonb's JSON.
// Names spelled into the SQL come from lib/data's own code, never from input,
// and anything but a plain identifier is refused.

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
  /** Every column of a row, typed by the table's own record type, as PostgREST reads a JSON body. */
  const fromJson = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row).map(name).join(', ')
    return {
      columns,
      sql: `(${columns}) select ${columns} from jsonb_populate_record(null::public.${name(table)}, $1::jsonb)`,
      params: [JSON.stringify(row)],
    }
  }

  return {
    source: 'the local database',
    async select(relation, { columns = '*', eq, order, one }, as) {
      const where = eq ? ` where t.${name(eq[0])} = $1` : ''
      const sql =
        `select to_jsonb(c) as row from public.${name(relation)} t, lateral (select ${spell(columns)}) c` +
        `${where}${order ? ` order by ${spell(order)}` : ''}${one ? ' limit 1' : ''}`
      return (await run(as, sql, eq ? [eq[1]] : [])).map((row) => row.row) as never[]
    },
    async insert(table, row, as) {
      const { sql, params } = fromJson(table, row)
      await run(as, `insert into public.${name(table)} ${sql}`, params)
    },
    async upsert(table, row, { key, columns }, as) {
      const { sql, params } = fromJson(table, row)
      const updates = Object.keys(row)
        .filter((column) => column !== key)
        .map((column) => `${column} = excluded.${column}`)
      const [saved] = await run(
        as,
        `with saved as (insert into public.${name(table)} as t ${sql}
           on conflict (${name(key)}) do update set ${updates.join(', ')} returning ${spell(columns)})
         select to_jsonb(saved) as row from saved`,
        params,
      )
      if (!saved) throw new Error(`Saving into ${table} returned no row`)
      return saved.row as never
    },
    async rpc(fn, args, as, columns) {
      const call = `public.${name(fn)}(${Object.keys(args)
        .map((arg, index) => `${name(arg)} => $${index + 1}`)
        .join(', ')})`
      const params = Object.values(args)
      const rows = (sql: string) =>
        run(as, `select to_jsonb(c) as row from ${call} t, lateral (${sql}) c`, params)
      if (columns) return ((await rows(`select ${spell(columns)}`))[0]?.row ?? null) as never
      // Answered as PostgREST does: a set-returning function's rows, null for a void one, else its value.
      const { rows: shapes } = await (
        await getDb()
      ).query<{ returns_set: boolean; returns_void: boolean }>(
        `select p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void
           from pg_proc p join pg_namespace s on s.oid = p.pronamespace where s.nspname = 'public' and p.proname = $1`,
        [fn],
      )
      if (!shapes[0]) throw new Error(`Could not find the function public.${fn}`)
      if (shapes[0].returns_set) return (await rows('select t.*')).map((row) => row.row) as never
      const [answer] = await run(as, `select ${call} as value`, params)
      return (shapes[0].returns_void ? null : (answer?.value ?? null)) as never
    },
  }
}

/** The local backend; `hooks` keep the build's snapshots current. */
export function createLocalBackend(getDb: () => Promise<PGlite>, hooks: DataHooks = {}): DataBackend {
  return dataOver(localTransport(getDb), hooks)
}
