import type { ScheduledPublication } from '@/lib/admin/scheduled-publications'
import { saveBasedOn } from './page-state'
import { asAdmin, server, type Transport } from './transport'
import { failingAs, type AdminCaller } from './types'

// Scheduled publications and review dates; SQL shapes the answers (20261201000200_scheduled_publications).

export const pageDatesOver = (db: Transport) => (caller: AdminCaller) => {
  const call = <T>(fn: string, args: Record<string, unknown> = {}) =>
    failingAs(`Could not call ${fn}`, () => db.rpc<T>(fn, args, asAdmin(caller)))
  return {
    /** Pins the draft as it is now, while the page is at `based_on`; else PageChangedError. */
    schedule: (args: { page_path: string; publish_at: string; based_on: number }) =>
      saveBasedOn(db, 'schedule_page_publication', args, caller, 'Could not schedule'),
    cancel: (path: string) => call<null>('cancel_page_publication', { page_path: path }),
    list: () => call<ScheduledPublication[]>('page_publication_schedules'),
    setReviewDate: (args: { page_path: string; review_before: string | null }) =>
      call<null>('set_page_review_date', args),
    reviewDates: () => call<Record<string, string | null>>('page_review_dates_by_path'),
  }
}

/** The scheduler's job, as the site's server: answers the paths it published, then tells `onPublished`. */
export const publishDueOver = (db: Transport, onPublished: () => Promise<void>) => async (asOf: Date) => {
  const paths = await failingAs('Could not publish', () =>
    db.rpc<string[]>('publish_due_pages', { as_of: asOf }, server),
  )
  if (paths.length > 0) await onPublished()
  return paths
}
