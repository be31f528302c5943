import type { ScheduledPublication } from '@/lib/content/types'
import type { SeoRecord } from '@/lib/seo/types'
import { saveBasedOn } from './page-state'
import { toSeoFields, type SeoPageRow } from './seo-pages'
import { asAdmin, server, type Transport } from './transport'
import { failingAs } from './failing-as'
import type { AdminCaller } from './types'

// Scheduled publications and review dates; SQL shapes the answers (20261201000200_scheduled_publications;
// the job's held pages: 20261204000400_leads_follow_renames).

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

/** A schedule due, as due_page_publications answers it. */
type DueRow = {
  path: string
  template: string | null
  content: Record<string, unknown> | null
  seo: SeoPageRow | null
}

/** A schedule due: its page, its staff page's template (null: a built-in page) and its pinned draft's halves. */
export type DuePublication = {
  path: string
  template: string | null
  content: Record<string, unknown> | null
  seo: Omit<SeoRecord, 'updatedAt'> | null
}

/** The schedules due at `asOf`, as the site's server, soonest first. */
export const listDueOver = (db: Transport) => (asOf: Date) =>
  failingAs('Could not read the publications due', async () =>
    (await db.rpc<DueRow[]>('due_page_publications', { as_of: asOf }, server)).map(
      ({ seo, ...due }): DuePublication => ({ ...due, seo: seo && toSeoFields(seo) }),
    ),
  )

/**
 * The scheduler's job, as the site's server: publishes what is due but the pages `held` names
 * ({ path: reason }, each kept with its reason as its schedule's error); answers the paths it
 * published, then tells `onPublished`.
 */
export const publishDueOver =
  (db: Transport, onPublished: () => Promise<void>) => async (asOf: Date, held: Record<string, string>) => {
    const paths = await failingAs('Could not publish', () =>
      db.rpc<string[]>('publish_due_pages_holding', { as_of: asOf, held }, server),
    )
    if (paths.length > 0) await onPublished()
    return paths
  }
