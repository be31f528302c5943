import { z } from 'zod'
import { noAnswer, rpcAnswer } from './answer'
import { asAdmin, type Transport } from './transport'
import { failingAs } from './failing-as'
import type { AdminCaller } from './types'

/** Who else has a page open with unsaved changes, as the signed-in admin (SQL: 20261201000300_page_presence). */
export const pagePresenceOver = (db: Transport) => ({
  /** Marks the caller as editing `path` when `editing`; answers the other accounts that marked it lately. */
  beat: (path: string, editing: boolean, caller: AdminCaller): Promise<{ email: string }[]> =>
    failingAs(`Could not read who edits ${path}`, async () => {
      const args = { page_path: path }
      if (editing) await rpcAnswer(db, 'mark_page_editing', args, asAdmin(caller), noAnswer)
      return rpcAnswer(db, 'page_editors', args, asAdmin(caller), z.array(z.object({ email: z.string() })))
    }),
})
