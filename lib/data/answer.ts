import { z } from 'zod'
import type { Query, Transport } from './transport'
import type { Caller } from './types'
import { DataError } from './types'

/** `value` as `schema` outputs it; else a short DataError naming `source` and the first thing amiss. */
function parsedAnswer<S extends z.ZodType>(
  source: string,
  what: string,
  schema: S,
  value: unknown,
): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const [issue] = parsed.error.issues
  throw new DataError(
    `${source} answered an unexpected ${what} (${issue?.path.join('.') || 'the answer'}: ${issue?.message})`,
  )
}

/**
 * Calls a SQL function and checks its answer against `schema` (a stored row's, from the area's
 * contract): answers it as the schema outputs it. A malformed answer throws a short DataError naming
 * the function and the first thing amiss, as a failed call does.
 */
export async function rpcAnswer<S extends z.ZodType>(
  db: Transport,
  fn: string,
  args: Record<string, unknown>,
  as: Caller,
  schema: S,
): Promise<z.output<S>> {
  return parsedAnswer(fn, 'value', schema, await db.rpc(fn, args, as))
}

/**
 * Reads rows of a table or view, each checked against `schema` (the relation's row) and answered as
 * the schema outputs it. A malformed row throws a short DataError naming the relation, the row's place
 * and the first thing amiss.
 */
export async function selectRows<S extends z.ZodType>(
  db: Transport,
  relation: string,
  query: Query,
  as: Caller,
  schema: S,
): Promise<z.output<S>[]> {
  return parsedAnswer(relation, 'row', z.array(schema), await db.select(relation, query, as))
}

/** The answer of a function whose value nothing reads (it returns void). */
export const noAnswer = z.unknown()
