import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { INBOX_PAGE_SIZE, type InboxParams } from '@/lib/leads/inbox-params'
import { getDataBackend } from '@/lib/backend'
import type {
  AdminCaller,
  InboxFilters,
  InboxLead,
  InboxPage,
  LeadActivity,
  LeadResults,
  LeadStatus,
} from './types'

// The admin inbox's reads and writes. Callers check the admin right first
// (requireAdmin); every query runs as that account, and RLS checks it again.

const callerOf = (user: SessionUser): AdminCaller => ({ userId: user.id, email: user.email })

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
