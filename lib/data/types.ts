import type { LeadValues } from '@/supabase/functions/_shared/lead-fields'
import type { LeadSource } from '@/supabase/functions/_shared/lead-source-fields'
import type { ReviewAnswer } from '@/supabase/functions/fetch-google-reviews/handler'

// The application's own types for stored data, independent of the backend. Times are ISO 8601.

export type { DataBackend } from './backend'

/** A lead to store: its fields, where it came from (as the server checked it) and an id the server chose. */
export type NewLead = LeadValues & { id: string; source: LeadSource }

/** The signed-in admin a write is made for; row-level security checks the right again. */
export type AdminCaller = { userId: string; email: string }

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

/** Runs a query; its failure becomes a DataError with this message (or the one `failure` makes), the cause kept. */
export async function failingAs<T>(
  failure: string | ((cause: unknown) => DataError),
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work()
  } catch (cause) {
    throw typeof failure === 'string' ? new DataError(failure, { cause }) : failure(cause)
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
