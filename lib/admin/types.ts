import { z } from 'zod'

// What the admin area reads of a page's scheduled publication.

/** A page's scheduled publication, as public.page_publication_schedules() answers it; times ISO 8601. */
export const scheduledPublicationSchema = z.object({
  path: z.string(),
  publishAt: z.string(),
  scheduledAt: z.string(),
  scheduledByEmail: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** When the job published it; null while it waits. */
  publishedAt: z.string().nullable(),
  /** Published more than two minutes after its time (the site was down, or the cron late). */
  late: z.boolean(),
  /** The page's draft is no longer the one pinned when it was scheduled. */
  draftChanged: z.boolean(),
  /** When it was cancelled instead of published, and why; null while it stands. */
  cancelledAt: z.string().nullable(),
  /** 'author_not_admin': whoever scheduled it is no longer an admin, so it will not publish. */
  cancelReason: z.enum(['author_not_admin']).nullable(),
})
export type ScheduledPublication = z.output<typeof scheduledPublicationSchema>
