import { asAdmin, type Transport } from './transport'
import { failingAs } from './failing-as'
import { PageChangedError, type AdminCaller, type PageState } from './types'

/** What page_content_state and the save functions answer (SQL: 20261130000000_page_revisions, 20261201000100_seo_drafts). */
export type StateAnswer = {
  revision: number | string
  changedAt?: string | null
  changedBy?: string | null
  changedByEmail?: string | null
  saved?: boolean
}

export const toPageState = (answer: StateAnswer): PageState => ({
  revision: Number(answer.revision),
  changedAt: answer.changedAt ? new Date(answer.changedAt).toISOString() : null,
  changedBy: answer.changedBy ?? null,
  changedByEmail: answer.changedByEmail ?? null,
})

/** The page's state, read as the admin (`fn`: page_content_state). */
export const readPageState = (db: Transport, fn: string, path: string, caller: AdminCaller) =>
  failingAs(`Could not read the state of ${path}`, async () =>
    toPageState(await db.rpc<StateAnswer>(fn, { page_path: path }, asAdmin(caller))),
  )

/**
 * Calls a save function based on a revision: answers the revision it stored,
 * or throws PageChangedError with the page's state when it stored nothing.
 */
export async function saveBasedOn(
  db: Transport,
  fn: string,
  args: Record<string, unknown>,
  caller: AdminCaller,
  failure: string,
): Promise<number> {
  const answer = await failingAs(failure, () => db.rpc<StateAnswer>(fn, args, asAdmin(caller)))
  if (!answer.saved) throw new PageChangedError(toPageState(answer))
  return Number(answer.revision)
}
