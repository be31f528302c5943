import { z } from 'zod'
import type { Transport } from './transport'
import type { Caller } from './types'
import { DataError } from './types'

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
  const parsed = schema.safeParse(await db.rpc<unknown>(fn, args, as))
  if (parsed.success) return parsed.data
  const [issue] = parsed.error.issues
  throw new DataError(
    `${fn} answered an unexpected value (${issue?.path.join('.') || 'the answer'}: ${issue?.message})`,
  )
}

/** The answer of a function whose value nothing reads (it returns void). */
export const noAnswer = z.unknown()
