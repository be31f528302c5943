import type { LeadValues } from '@/supabase/functions/_shared/lead-fields'
import type { LeadSource } from '@/supabase/functions/_shared/lead-source-fields'
import type { ReviewAnswer } from '@/supabase/functions/fetch-google-reviews/handler'
import type { StoredContent } from '@/lib/content/types'
import type { SeoRecord } from '@/lib/seo/types'
import type { StaffPage } from '@/lib/staff-pages/types'

// The application's own types for stored data, independent of the backend. Times are ISO 8601.

/** A lead to store: its fields, where it came from (as the server checked it) and an id the server chose. */
export type NewLead = LeadValues & { id: string; source: LeadSource }

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

/** A page part (its content, or its SEO record) as last changed: revision 0 when nothing is stored. */
export type PageState = {
  revision: number
  changedAt: string | null
  /** The account that changed it, and its e-mail as recorded then. */
  changedBy: string | null
  changedByEmail: string | null
}

/** The page moved on since the revision a save was based on: nothing was stored. */
export class PageChangedError extends Error {
  constructor(readonly state: PageState) {
    super(`The page is at revision ${state.revision}`)
    this.name = 'PageChangedError'
  }
}

/** Called after a publish with every stored SEO record and published content, for the build's snapshots. */
export type DataHooks = {
  onSeoPagesSaved?: (records: SeoRecord[]) => void
  onContentPublished?: (records: StoredContent[]) => void
  onStaffPagesChanged?: (published: StaffPage[]) => void
}
