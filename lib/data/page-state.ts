import { rpcAnswer } from './answer'
import { asAdmin, type Transport } from './transport'
import { failingAs } from './failing-as'
import {
  ChangedMeanwhileError,
  pageStateSchema,
  savedStateSchema,
  type AdminCaller,
  type EditedThing,
} from './types'
import type { z } from 'zod'

/** A save function's answer (SQL: 20261130000000_page_revisions, 20261201000100_seo_drafts). */
export type SavedState = z.output<typeof savedStateSchema>

/** The page's state, read as the admin (`fn`: page_content_state). */
export const readPageState = (db: Transport, fn: string, path: string, caller: AdminCaller) =>
  failingAs(`Could not read the state of ${path}`, () =>
    rpcAnswer(db, fn, { page_path: path }, asAdmin(caller), pageStateSchema),
  )

/** A save's answer: the revision it stored, or ChangedMeanwhileError with the thing's state when it stored nothing. */
export function storedRevision(thing: EditedThing, { saved, ...state }: SavedState): number {
  if (!saved) throw new ChangedMeanwhileError(thing, state)
  return state.revision
}

/** Calls a page's save function based on a revision: answers the revision it stored (see storedRevision). */
export async function saveBasedOn(
  db: Transport,
  fn: string,
  args: Record<string, unknown>,
  caller: AdminCaller,
  failure: string,
): Promise<number> {
  const answer = await failingAs(failure, () => rpcAnswer(db, fn, args, asAdmin(caller), savedStateSchema))
  return storedRevision('page', answer)
}
