import { asAdmin, type Transport } from './transport'
import { failingAs } from './failing-as'
import type { AdminCaller } from './types'

/** Who else has a page open with unsaved changes, as the signed-in admin (SQL: 20261201000300_page_presence). */
export const pagePresenceOver = (db: Transport) => ({
  /** Marks the caller as editing `path` when `editing`; answers the other accounts that marked it lately. */
  beat: (path: string, editing: boolean, caller: AdminCaller): Promise<{ email: string }[]> =>
    failingAs(`Could not read who edits ${path}`, async () => {
      if (editing) await db.rpc('mark_page_editing', { page_path: path }, asAdmin(caller))
      return db.rpc<{ email: string }[]>('page_editors', { page_path: path }, asAdmin(caller))
    }),
})
