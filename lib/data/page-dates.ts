import { z } from 'zod'
import { scheduledPublicationSchema } from '@/lib/admin/types'
import type { SeoRecord } from '@/lib/seo/types'
import { noAnswer, rpcAnswer } from './answer'
import { saveBasedOn } from './page-state'
import { seoPageRowSchema, toSeoFields } from './seo-pages'
import { asAdmin, server, type Transport } from './transport'
import { failingAs } from './failing-as'
import type { AdminCaller } from './types'

// Scheduled publications and review dates; SQL shapes the answers (20261201000200_scheduled_publications;
// the job's held pages: 20261204000400_leads_follow_renames).

export const pageDatesOver = (db: Transport) => (caller: AdminCaller) => {
  const call = <S extends z.ZodType>(fn: string, args: Record<string, unknown>, answer: S) =>
    failingAs(`Could not call ${fn}`, () => rpcAnswer(db, fn, args, asAdmin(caller), answer))
  return {
    /** Pins the draft as it is now, to publish `at`, while the page is at `basedOn`; else PageChangedError. */
    schedule: ({ path, at, basedOn }: { path: string; at: Date; basedOn: number }) =>
      saveBasedOn(
        db,
        'schedule_page_publication',
        { page_path: path, publish_at: at.toISOString(), based_on: basedOn },
        caller,
        'Could not schedule',
      ),
    cancel: (path: string) => call('cancel_page_publication', { page_path: path }, noAnswer),
    list: () => call('page_publication_schedules', {}, z.array(scheduledPublicationSchema)),
    /** The page's 'Revisar antes de' day (YYYY-MM-DD; null: none). */
    setReviewDate: ({ path, reviewBefore }: { path: string; reviewBefore: string | null }) =>
      call('set_page_review_date', { page_path: path, review_before: reviewBefore }, noAnswer),
    reviewDates: () => call('page_review_dates_by_path', {}, z.record(z.string(), z.string().nullable())),
  }
}

/** A schedule due, as due_page_publications answers it; its SEO half is a seo_pages row, as drafts hold it. */
const dueRow = z.object({
  path: z.string(),
  template: z.string().nullable(),
  content: z.record(z.string(), z.unknown()).nullable(),
  seo: seoPageRowSchema.omit({ updated_at: true }).nullable(),
})

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
    (await rpcAnswer(db, 'due_page_publications', { as_of: asOf }, server, z.array(dueRow))).map(
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
      rpcAnswer(db, 'publish_due_pages_holding', { as_of: asOf, held }, server, z.array(z.string())),
    )
    if (paths.length > 0) await onPublished()
    return paths
  }
