import 'server-only'
import { builtInReviews } from '@/content/reviews'
import type { SessionUser } from '@/lib/auth/types'
import { getDataBackend } from '@/lib/backend'
import { INBOX_PAGE_SIZE, type InboxParams } from '@/lib/leads/inbox-params'
import type {
  AdminCaller,
  ContentDraft,
  InboxFilters,
  InboxLead,
  InboxPage,
  LeadActivity,
  LeadResults,
  LeadStatus,
  NewContentDraft,
  NewLead,
  PageVersion,
  ReviewsResponse,
  SeoRecord,
  StoredContent,
} from './types'

// The one door to stored data for pages, actions and routes, whichever
// backend lib/backend chose. Admin reads and writes: callers check the admin
// right first (requireAdmin); every query runs as that account, and RLS
// checks it again.

export function insertLead(lead: NewLead): Promise<void> {
  return getDataBackend().leads.insert(lead)
}

export function getStoredSeoPage(path: string): Promise<SeoRecord | null> {
  return getDataBackend().seoPages.get(path)
}

export function listStoredSeoPages(): Promise<SeoRecord[]> {
  return getDataBackend().seoPages.list()
}

export function storeSeoPage(record: SeoRecord, caller: AdminCaller): Promise<SeoRecord> {
  return getDataBackend().seoPages.upsert(record, caller)
}

const callerOf = (user: SessionUser): AdminCaller => ({ userId: user.id, email: user.email })

/** A page's published content as a visitor reads it (null: the repository's shows); a failed read throws. */
export function getPublishedContent(path: string): Promise<StoredContent | null> {
  return getDataBackend().pageContent.getPublished(path)
}

export function listPublishedContent(): Promise<StoredContent[]> {
  return getDataBackend().pageContent.listPublished()
}

export function getContentDraft(path: string, user: SessionUser): Promise<ContentDraft | null> {
  return getDataBackend().pageContent.getDraft(path, callerOf(user))
}

export function listContentDrafts(user: SessionUser): Promise<ContentDraft[]> {
  return getDataBackend().pageContent.listDrafts(callerOf(user))
}

export function saveContentDraft(draft: NewContentDraft, user: SessionUser): Promise<ContentDraft> {
  return getDataBackend().pageContent.saveDraft(draft, callerOf(user))
}

export function publishContent(path: string, user: SessionUser): Promise<StoredContent> {
  return getDataBackend().pageContent.publish(path, callerOf(user))
}

export function listPageVersions(path: string, user: SessionUser): Promise<PageVersion[]> {
  return getDataBackend().pageContent.versions(path, callerOf(user))
}
export function listInboxLeads(params: InboxParams, user: SessionUser): Promise<InboxPage> {
  return getDataBackend().leadsInbox.list({ ...params, pageSize: INBOX_PAGE_SIZE }, callerOf(user))
}

export function getInboxLead(id: string, user: SessionUser): Promise<InboxLead | null> {
  return getDataBackend().leadsInbox.get(id, callerOf(user))
}

export function setLeadStatus(id: string, status: LeadStatus, user: SessionUser): Promise<LeadStatus> {
  return getDataBackend().leadsInbox.setStatus(id, status, callerOf(user))
}

export function getLeadActivity(id: string, user: SessionUser): Promise<LeadActivity> {
  return getDataBackend().leadsInbox.activity(id, callerOf(user))
}

export function addLeadNote(id: string, body: string, user: SessionUser): Promise<void> {
  return getDataBackend().leadsInbox.addNote(id, body, callerOf(user))
}

export function getLeadResults(user: SessionUser): Promise<LeadResults> {
  return getDataBackend().leadsInbox.results(callerOf(user))
}

export function exportInboxLeads(filters: InboxFilters, user: SessionUser): Promise<InboxLead[]> {
  return getDataBackend().leadsInbox.export(filters, callerOf(user))
}

/** Reviews as the section shows them, and where they come from (Google's need attribution). */
export type ShownReviews = ReviewsResponse & { source: 'google' | 'built-in' }

const builtIn: ShownReviews = {
  reviews: builtInReviews,
  averageRating: null,
  totalReviews: null,
  source: 'built-in',
}

/**
 * The company's Google reviews when the backend has some, else the built-in
 * ones (a failure shows them too). Never throws, so the page always renders;
 * a failure is logged.
 */
export async function getReviews(): Promise<ShownReviews> {
  try {
    const remote = await getDataBackend().reviews.fetch()
    if (remote && remote.reviews.length > 0) return { ...remote, source: 'google' }
  } catch (error) {
    console.error('Reviews could not be fetched; showing the built-in ones.', error)
  }
  return builtIn
}
