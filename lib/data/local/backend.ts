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
/** 'path, content' as the columns of `t`; '*' for all of them. */
const columnsOf = (columns: string) =>
  columns === '*'
    ? 't.*'
    : columns
        .split(',')
        .map((column) => `t.${name(column.trim())}`)
        .join(', ')
const orderOf = (order: string[]) =>
  order.length === 0
    ? ''
    : ` order by ${order
        .map((part) => {
          const [column, direction] = part.split(' ')
          return `t.${name(column!)}${direction === 'desc' ? ' desc' : ''}`
        })
        .join(', ')}`

/** The local transport over a database: PGlite, or the tests' PostgreSQL adapter. */
export function localTransport(getDb: () => Promise<PGlite>): Transport {
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
    async select(relation, { columns = '*', eq, order = [], one }, as) {
      const where = eq ? ` where t.${name(eq[0])} = $1` : ''
      const sql =
        `select to_jsonb(c) as row from public.${name(relation)} t, lateral (select ${columnsOf(columns)}) c` +
        `${where}${orderOf(order)}${one ? ' limit 1' : ''}`
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
           on conflict (${name(key)}) do update set ${updates.join(', ')} returning ${columnsOf(columns)})
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
      if (!columns) return (await run(as, `select ${call} as value`, params))[0]?.value as never
      const sql = `select to_jsonb(c) as row from ${call} t, lateral (select ${columnsOf(columns)}) c`
      return ((await run(as, sql, params))[0]?.row ?? null) as never
    },
  }
}

/** The local backend; `hooks` keep the build's snapshots current. */
export function createLocalBackend(getDb: () => Promise<PGlite>, hooks: DataHooks = {}): DataBackend {
  return dataOver(localTransport(getDb), hooks)
}
