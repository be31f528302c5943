import type { StaffPage, StaffPageWrite } from '@/lib/staff-pages/types'
import { anon, asAdmin, type Transport } from './transport'
import { failingAs } from './failing-as'
import type { AdminCaller, Caller } from './types'

/**
 * Pages staff create (SQL: 20261203000100_staff_pages). Visitors and the build read the published ones (a
 * failed read throws, so a build stops); `changed` hears them after every write, for the build's snapshots.
 */
export function staffPagesOver(db: Transport, changed?: (published: StaffPage[]) => void | Promise<void>) {
  const list = (as: Caller) =>
    db.select<StaffPage>('staff_pages', { columns: 'path, template, status', order: 'path' }, as)
  const listPublished = () => failingAs(`Could not read the staff pages from ${db.source}`, () => list(anon))
  return {
    listPublished,
    /** Every staff page, whatever its state, as the admin. */
    list: (caller: AdminCaller) => failingAs('Could not read the staff pages', () => list(asAdmin(caller))),
    write: ([fn, args]: StaffPageWrite, caller: AdminCaller) =>
      failingAs(`Could not run ${fn}`, async () => {
        await db.rpc(fn, args, asAdmin(caller))
        if (changed) await changed(await listPublished())
      }),
  }
}
