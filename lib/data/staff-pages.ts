import {
  staffPageSchema,
  type NewStaffPage,
  type StaffPage,
  type StaffPageRemoval,
} from '@/lib/staff-pages/types'
import { selectRows } from './answer'
import { anon, asAdmin, type Transport } from './transport'
import { failingAs } from './failing-as'
import type { AdminCaller, Caller } from './types'

/**
 * Pages staff create (SQL: 20261203000100_staff_pages). Visitors and the build read the published ones (a
 * failed read throws, so a build stops); `changed` hears them after every write, for the build's snapshots.
 */
export function staffPagesOver(db: Transport, changed?: (published: StaffPage[]) => void | Promise<void>) {
  const list = (as: Caller) =>
    selectRows(db, 'staff_pages', { columns: 'path, template, status', order: 'path' }, as, staffPageSchema)
  const listPublished = () => failingAs(`Could not read the staff pages from ${db.source}`, () => list(anon))
  const write = (fn: string, args: Record<string, unknown>, caller: AdminCaller) =>
    failingAs(`Could not run ${fn}`, async () => {
      await db.rpc(fn, args, asAdmin(caller))
      if (changed) await changed(await listPublished())
    })
  const removal = ({ path, redirectTo }: StaffPageRemoval) => ({ page_path: path, redirect_to: redirectTo })
  return {
    listPublished,
    /** Every staff page, whatever its state, as the admin. */
    list: (caller: AdminCaller) => failingAs('Could not read the staff pages', () => list(asAdmin(caller))),
    create: ({ path, template, content, seo }: NewStaffPage, caller: AdminCaller) =>
      write(
        'create_staff_page',
        { page_path: path, page_template: template, draft_content: content, draft_seo: seo },
        caller,
      ),
    /** Moves the page; its old address redirects to the new one (308). */
    rename: (path: string, newPath: string, caller: AdminCaller) =>
      write('rename_staff_page', { old_path: path, new_path: newPath }, caller),
    /** Takes the page off the site, its content kept as its draft. */
    unpublish: (removed: StaffPageRemoval, caller: AdminCaller) =>
      write('unpublish_staff_page', removal(removed), caller),
    delete: (removed: StaffPageRemoval, caller: AdminCaller) =>
      write('delete_staff_page', removal(removed), caller),
  }
}
