import type { LeadValues } from '@/supabase/functions/_shared/lead-fields'
import type { LeadSource } from '@/supabase/functions/_shared/lead-source-fields'
import type { ReviewAnswer } from '@/supabase/functions/fetch-google-reviews/handler'

// The application's own types for stored data, independent of the backend. Times are ISO 8601.

export type { DataBackend } from './backend'

/** A lead to store: its fields, where it came from (as the server checked it) and an id the server chose. */
export type NewLead = LeadValues & { id: string; source: LeadSource }

export type Faq = { question: string; answer: string }

/** A page's search metadata: the built-in record (lib/seo/config.ts), a stored row of seo_pages, what the editor saves. */
export type SeoRecord = {
  path: string
  title: string
  description: string
  h1: string
  h2Primary: string
  h2Secondary: string[]
  h3Strategic: string[]
  keywords: string[]
  canonical: string | null
  robots: string
  ogImage: string | null
  ogType: string
  schemaType: string
  category: string
  faqs: Faq[]
  additionalSchema: Record<string, unknown> | null
  /** When staff last saved it (ISO 8601), set by the database; null for a record not stored. */
  updatedAt: string | null
}

/** A page's published content: what staff changed of its content/ (without path and seo), checked by its schema. */
export type StoredContent = {
  path: string
  content: Record<string, unknown>
  /** 'YYYY-MM-DD': the day staff should check the page again; null for none. */
  reviewBefore: string | null
  publishedAt: string
}

/** A page's draft, which only admins see until it is published: its content and/or SEO record (null: unchanged). */
export type ContentDraft = Omit<StoredContent, 'publishedAt' | 'content'> & {
  content: Record<string, unknown> | null
  seo: SeoRecord | null
  updatedAt: string
  revision: number
}

/** What a draft save writes. */
export type NewContentDraft = Omit<StoredContent, 'publishedAt'>

/** One recorded draft save or publish of a page's content or SEO record, with the record as stored then. */
export type PageVersion = {
  id: number
  path: string
  createdAt: string
  /** The admin's e-mail as recorded then. */
  createdBy: string | null
  /** A saved draft, or what was published. */
  kind: 'draft' | 'publish'
} & ({ part: 'content'; record: StoredContent } | { part: 'seo'; record: SeoRecord })

/** The signed-in admin a write is made for; row-level security checks the right again. */
export type AdminCaller = { userId: string; email: string }

/** One customer review, as the reviews function answers it; its relative time (preferred over `date`) renamed. */
export type Review = Omit<ReviewAnswer, 'relative_time'> & { relativeTime?: string }

/** The reviews and the source's own figures; a figure may be missing. */
export type ReviewsResponse = { reviews: Review[]; averageRating: number | null; totalReviews: number | null }

/** A lead's place in the pipeline, in order; the database's domain lead_status holds the same five. */
export const leadStatuses = ['new', 'contacted', 'quote_sent', 'won', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

/** Which leads the inbox shows: every one, or those in one state. */
export type InboxStatus = 'all' | LeadStatus

/** `source`: the leads credited to that page (null: any); `includeTests`: the e2e tests' leads too (pruebas.example.com). */
export type InboxFilters = {
  query: string
  status: InboxStatus
  source: string | null
  includeTests: boolean
}

/** A notification's states. 'skipped': a test lead's (lastError says why); 'logged': no e-mail transport, the log only. */
export const notificationStatuses = ['pending', 'sent', 'failed', 'skipped', 'logged'] as const

/** Where a lead's notification e-mail stands; null for leads stored before notifications were tracked. */
export type LeadNotificationState = {
  status: (typeof notificationStatuses)[number]
  attempts: number
  lastError: string | null
  sentAt: string | null
} | null

/** A stored lead as the admin inbox shows it (with its state and notification). */
export type InboxLead = NewLead & {
  createdAt: string
  status: LeadStatus
  notification: LeadNotificationState
}

/** A lead's history (its steps through the pipeline) and the staff's internal notes, oldest first; `by`: an e-mail. */
export type LeadActivity = {
  changes: { from: LeadStatus; to: LeadStatus; at: string; by: string | null }[]
  notes: { id: string; body: string; at: string; by: string | null }[]
}

/** The results view's figures: leads per credited page (null: not recorded) and per week (Monday, YYYY-MM-DD). */
export type LeadResults = {
  pages: { page: string | null; last30: number; last90: number }[]
  weeks: { week: string; count: number }[]
}

/** A row of the inbox's list: the lead with its message's first line instead of the whole message. */
export type LeadSummary = Omit<InboxLead, 'message'> & { firstLine: string }

export type InboxPage = { leads: LeadSummary[]; total: number }

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

/** The page moved on since the revision a save was based on: nothing was stored. */
export class PageChangedError extends Error {
  constructor(readonly state: PageState) {
    super(`The page is at revision ${state.revision}`)
    this.name = 'PageChangedError'
  }
}

/** Where page content uses a photo: a page's published content, its draft, or a scheduled copy. */
export type PhotoUse = { path: string; state: 'publicada' | 'borrador' | 'programada' }

/** A photo of the library: its details, its stored file's size, and where pages use it. */
export type Photo = {
  id: string
  alt: string
  caption: string | null
  place: string | null
  width: number
  height: number
  bytes: number
  revision: number
  createdAt: string
  createdByEmail: string | null
  uses: PhotoUse[]
}

/** What staff write of a photo; a new photo's row adds its stored file's id and size. */
export type PhotoDetails = { alt: string; caption: string | null; place: string | null }
export type NewPhoto = PhotoDetails & { id: string; width: number; height: number; bytes: number }

/** The photo's details moved on since the revision an edit was based on: nothing was stored. */
export class PhotoChangedError extends Error {
  constructor(readonly state: PageState) {
    super(`The photo is at revision ${state.revision}`)
    this.name = 'PhotoChangedError'
  }
}
