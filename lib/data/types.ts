// The application's own types for stored data, independent of the backend.

export type NewLead = {
  /** Chosen by the server, because an anonymous caller may not read its row back. */
  id: string
  email: string
  name: string
  company: string | null
  city: string
  phone: string | null
  message: string
  privacyAccepted: boolean
  communicationConsent: boolean
}

export type Faq = { question: string; answer: string }

/** A stored row of seo_pages (spec: SEO page record), in the app's naming. */
export type SeoPageRecord = {
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
  updatedAt: string
}

/** A stored SEO record as staff save it: everything but the time of the save. */
export type SeoPageInput = Omit<SeoPageRecord, 'updatedAt'>

/** The signed-in admin a write is made for; row-level security checks the right again. */
export type AdminCaller = { userId: string; email: string }

/** One customer review (spec: Review), as the site shows it. */
export type Review = {
  author: string
  /** Stars, 1 to 5. */
  rating: number
  /** Relative date text, e.g. 'Hace 2 meses'. */
  date: string
  /** ISO 8601 date, e.g. '2025-03-14'. */
  datePublished: string
  text: string
  /** Address of the author's picture, when there is one. */
  avatar?: string
  /** Relative time as the source words it, preferred over `date` when present. */
  relativeTime?: string
}

/** The reviews and the source's own figures (spec: Reviews response); a figure may be missing. */
export type ReviewsResponse = {
  reviews: Review[]
  averageRating: number | null
  totalReviews: number | null
}

/** What every backend provides. Pages and components reach it only through lib/data/*. */
export interface DataBackend {
  leads: {
    /** Stores a validated lead as an anonymous visitor would (row-level security applies). */
    insert(lead: NewLead): Promise<void>
  }
  seoPages: {
    /** One record by path (call 4), or null when none is stored. */
    get(path: string): Promise<SeoPageRecord | null>
    /** Every stored record ordered by path (call 5). */
    list(): Promise<SeoPageRecord[]>
    /** Inserts or replaces the record of its path as `caller` (call 6); returns the stored row. */
    upsert(record: SeoPageInput, caller: AdminCaller): Promise<SeoPageRecord>
  }
  reviews: {
    /** The company's public reviews (call 3), or null when the backend has no source of them. */
    fetch(): Promise<ReviewsResponse | null>
  }
}

/** Thrown by a backend when the store refused or failed; the message is for logs, never for visitors. */
export class DataError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DataError'
  }
}
