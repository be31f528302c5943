import 'server-only'
import type { z } from 'zod'
import { requireAdmin } from '@/lib/auth/session'
import type { SessionUser } from '@/lib/auth/types'

/** What every admin action answers (a success may add a line under its message); fieldErrors are keyed by the field's dotted path ('faqs.0.question'). */
export type ActionResult<Data = undefined> =
  | { ok: true; message?: string; description?: string; data?: Data }
  | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>>; data?: Data }

type Options = {
  /** The Spanish answer to an unexpected error (which is logged). */
  failure: string
  /** The answer to a signed-in account without the admin right; the sign-in messages' by default. */
  notAdmin?: string
}

/**
 * An admin server action: checks the session and the admin right again
 * (proxy.ts is a convenience, not the lock), parses the input (FormData or an
 * object) with `schema`, then runs `handler` as that admin. Its signature
 * suits both a direct call and useActionState; the answer never echoes input.
 */
export function adminAction<Schema extends z.ZodType, Data = undefined>(
  schema: Schema,
  handler: (input: z.output<Schema>, admin: SessionUser) => Promise<ActionResult<Data>>,
  { failure, notAdmin }: Options,
) {
  return async (
    _previous: ActionResult<Data> | null,
    input: FormData | z.input<Schema>,
  ): Promise<ActionResult<Data>> => {
    const access = await requireAdmin()
    if (!access.ok)
      return {
        ok: false,
        message: access.reason === 'not-admin' ? (notAdmin ?? access.message) : access.message,
      }
    const parsed = schema.safeParse(input instanceof FormData ? Object.fromEntries(input) : input)
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {}
      for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message
      return { ok: false, message: parsed.error.issues[0]?.message ?? failure, fieldErrors }
    }
    try {
      return await handler(parsed.data, access.user)
    } catch (error) {
      console.error('Admin action failed', error)
      return { ok: false, message: failure }
    }
  }
}
