import { z } from 'zod'
import type { LeadValues } from '@/supabase/functions/_shared/lead-fields'
import type { LeadSource } from '@/supabase/functions/_shared/lead-source-fields'
import type { ReviewAnswer } from '@/supabase/functions/fetch-google-reviews/handler'
import type { StoredContent } from '@/lib/content/types'
import type { SeoRecord } from '@/lib/seo/types'
import type { PhotoFocus } from '@/lib/photos/types'
import type { StaffPage } from '@/lib/staff-pages/types'
import type { LeadEstimate } from '@/lib/validations/lead-estimate'

// The application's own types for stored data, independent of the backend. Times are ISO 8601.

/**
 * A lead to store: its fields, where it came from (as the server checked it), the savings estimate
 * it came with (null: none) and an id the server chose.
 */
export type NewLead = LeadValues & { id: string; source: LeadSource; estimate: LeadEstimate | null }

/** The signed-in admin a write is made for; row-level security checks the right again. */
export type AdminCaller = { userId: string; email: string }

/** Who a call runs as: a visitor, a signed-in account, or the site's server itself (Supabase's secret key). */
export type Caller =
  { role: 'anon' } | { role: 'authenticated'; userId: string; email: string } | { role: 'service_role' }

/** One customer review, as the reviews function answers it; its relative time (preferred over `date`) renamed. */
export type Review = Omit<ReviewAnswer, 'relative_time'> & { relativeTime?: string }

/** The reviews and the source's own figures; a figure may be missing. */
export type ReviewsResponse = { reviews: Review[]; averageRating: number | null; totalReviews: number | null }

/** Thrown by a backend when the store refused or failed; the message is for logs, never for visitors. */
export class DataError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DataError'
  }
}

/** What a value the database may leave out (or send as null) reads as: null. */
export const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null)

const stateFields = {
  revision: z.coerce.number().int(),
  changedAt: orNull(z.string()).transform((value) => value && new Date(value).toISOString()),
  /** The account that changed it, and its e-mail as recorded then. */
  changedBy: orNull(z.string()),
  changedByEmail: orNull(z.string()),
}

/**
 * A page (its content or its SEO record), a photo or a redirect as last changed, as the database's
 * state functions answer it: revision 0 when nothing is stored.
 */
export const pageStateSchema = z.object(stateFields)
export type PageState = z.output<typeof pageStateSchema>

/** A save based on a revision: whether it stored, and the state it left (or found, when it stored nothing). */
export const savedStateSchema = z.object({ ...stateFields, saved: z.boolean() })

/** What an edit based on a revision is about: a page (its content or SEO), a photo's texts, or a redirect. */
export type EditedThing = 'page' | 'photo' | 'redirect'

/**
 * Someone changed the thing since the revision an edit was based on (a redirect may also have been
 * removed: its state is then at revision 0): nothing was stored. `state` is where it is now.
 */
export class ChangedMeanwhileError extends Error {
  constructor(
    readonly thing: EditedThing,
    readonly state: PageState,
  ) {
    super(`The ${thing} is at revision ${state.revision}`)
    this.name = 'ChangedMeanwhileError'
  }
}

/** Called after a publish with every stored SEO record and published content, for the build's snapshots. */
export type DataHooks = {
  onSeoPagesSaved?: (records: SeoRecord[]) => void
  onContentPublished?: (records: StoredContent[]) => void
  onStaffPagesChanged?: (published: StaffPage[]) => void
  /** After a photo's save: every photo's focal point. */
  onPhotoFocusChanged?: (points: PhotoFocus[]) => void
}
