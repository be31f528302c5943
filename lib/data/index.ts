import 'server-only'
import type { SiteRedirectInput, SiteRedirectRestore } from '@/lib/validations/redirect'
import type { SessionUser } from '@/lib/auth/types'
import { getDataBackend as data } from './get-data-backend'
import type { NewStaffPage, StaffPageRemoval } from '@/lib/staff-pages/types'
import type { AdminCaller, NewLead } from './types'
import type { SeoRecord } from '@/lib/seo/types'
import type { NewContentDraft } from '@/lib/content/types'
import { INBOX_PAGE_SIZE, type InboxFilters, type LeadStatus } from '@/lib/leads/types'
import type { NewPhoto } from '@/lib/photos/types'
import type { PhotoEdit } from '@/lib/validations/photo'
import type { SearchFigure, SearchPeriod } from '@/lib/search/types'

// The one door to stored data for pages, actions and routes, whichever
// backend lib/backend chose; each area's queries are in its own module here.
// Admin reads and writes: callers check the admin right first (requireAdmin);
// every query runs as that account, and RLS checks it again.

const as = (user: SessionUser): AdminCaller => ({ userId: user.id, email: user.email })

export const insertLead = (lead: NewLead) => data().leads.insert(lead)

/** Read as a visitor; a failed read throws (lib/data/seo-read-error.ts), so a build stops. */
export const getStoredSeoPage = (path: string) => data().seoPages.get(path)
export const listStoredSeoPages = () => data().seoPages.list()

/** A page's published content as a visitor reads it (null: the repository's shows); a failed read throws. */
export const getPublishedContent = (path: string) => data().pageContent.getPublished(path)
export const listPublishedContent = () => data().pageContent.listPublished()
export const getContentDraft = (path: string, user: SessionUser) =>
  data().pageContent.getDraft(path, as(user))
export const listContentDrafts = (user: SessionUser) => data().pageContent.listDrafts(as(user))
/** The page's revision and last change (a draft or publish of either part), which every save is based on. */
export const getContentState = (path: string, user: SessionUser) => data().pageContent.state(path, as(user))
/** Stored only while the page is at `basedOn` (null: whatever it is at); else PageChangedError. */
export const saveContentDraft = (draft: NewContentDraft, user: SessionUser, basedOn: number | null = null) =>
  data().pageContent.saveDraft(draft, as(user), basedOn)
/** The SEO half of the page's draft, kept like saveContentDraft; answers the page's revision. */
export const saveSeoDraft = (record: SeoRecord, caller: AdminCaller, basedOn: number | null = null) =>
  data().pageContent.saveSeoDraft(record, caller, basedOn)
export const publishContent = (path: string, user: SessionUser, basedOn: number | null = null) =>
  data().pageContent.publish(path, as(user), basedOn)
/** Drops the draft while the page is at `basedOn`; else PageChangedError. */
export const discardContentDraft = (path: string, user: SessionUser, basedOn: number) =>
  data().pageContent.discardDraft(path, as(user), basedOn)
/** Marks the admin as editing `path` when `editing`; answers who else did in the last 2 minutes. */
export const beatPagePresence = (path: string, editing: boolean, user: SessionUser) =>
  data().pagePresence.beat(path, editing, as(user))
export const listPageVersions = (path: string, user: SessionUser) =>
  data().pageContent.versions(path, as(user))
// A page's publication schedule and review date, as the admin; the job runs as the site's server.
/** Pins the page's draft as it is now, to publish `at`, while the page is at `basedOn`; else PageChangedError. */
export const schedulePublication = (
  schedule: { path: string; at: Date; basedOn: number },
  user: SessionUser,
) => data().pageDates(as(user)).schedule(schedule)
export const cancelPublication = (path: string, user: SessionUser) => data().pageDates(as(user)).cancel(path)
export const listScheduledPublications = (user: SessionUser) => data().pageDates(as(user)).list()
/** Sets (or, with null, clears) the page's 'Revisar antes de' day. */
export const setPageReviewDate = (date: { path: string; reviewBefore: string | null }, user: SessionUser) =>
  data().pageDates(as(user)).setReviewDate(date)
export const listPageReviewDates = (user: SessionUser) => data().pageDates(as(user)).reviewDates()
/** The job's schedules due at `asOf`, then its run, holding back the pages `held` names with their reasons. */
export const listDuePublications = (asOf: Date) => data().listDue(asOf)
export const publishDuePages = (asOf: Date, held: Record<string, string>) => data().publishDue(asOf, held)
/** Whether the page at `path` is to be redrawn for `reason`: true once per new reason, whichever server asks. */
export const claimPageRegeneration = (path: string, reason: string) => data().claimRegeneration(path, reason)

/** Published staff pages as a visitor reads them (a failed read throws); every one, whatever its state, as the admin. */
export const listPublishedStaffPages = () => data().staffPages.listPublished()
export const listStaffPages = (user: SessionUser) => data().staffPages.list(as(user))
/** A new staff page with its first draft; the writes below also refresh the build's snapshots. */
export const createStaffPage = (page: NewStaffPage, user: SessionUser) =>
  data().staffPages.create(page, as(user))
/** Moves a staff page to `newPath`; its old address redirects there (308). */
export const renameStaffPage = (path: string, newPath: string, user: SessionUser) =>
  data().staffPages.rename(path, newPath, as(user))
/** Takes a staff page off the site, its content kept as its draft. */
export const unpublishStaffPage = (removal: StaffPageRemoval, user: SessionUser) =>
  data().staffPages.unpublish(removal, as(user))
export const deleteStaffPage = (removal: StaffPageRemoval, user: SessionUser) =>
  data().staffPages.delete(removal, as(user))

export const listInboxLeads = (params: InboxFilters & { page: number }, user: SessionUser) =>
  data().leadsInbox.list({ ...params, pageSize: INBOX_PAGE_SIZE }, as(user))
export const getInboxLead = (id: string, user: SessionUser) => data().leadsInbox.get(id, as(user))
export const setLeadStatus = (id: string, status: LeadStatus, user: SessionUser) =>
  data().leadsInbox.setStatus(id, status, as(user))
export const getLeadActivity = (id: string, user: SessionUser) => data().leadsInbox.activity(id, as(user))
export const addLeadNote = (id: string, body: string, user: SessionUser) =>
  data().leadsInbox.addNote(id, body, as(user))
export const getLeadResults = (user: SessionUser) => data().leadsInbox.results(as(user))
export const exportInboxLeads = (filters: InboxFilters, user: SessionUser) =>
  data().leadsInbox.export(filters, as(user))

/** The photo library, newest first, each photo with where page content uses it. */
export const listPhotos = (user: SessionUser) => data().photos(as(user)).list()
/** A processed photo's row; lib/photos/add-photo.ts stores its file first. */
export const insertPhoto = (photo: NewPhoto, user: SessionUser) => data().photos(as(user)).add(photo)
/** Saved only while the photo is at `basedOn`; else PhotoChangedError. Without a focal point, the stored one stays. */
export const updatePhotoDetails = (id: string, edit: PhotoEdit, user: SessionUser, basedOn: number) =>
  data().photos(as(user)).updateDetails(id, edit, basedOn)
/** The focal points of these photos (those that exist), as the site's server reads them for public pages. */
export const readPhotoFocus = (ids: string[]) => data().photoFocus(ids)
export const existingPhotoIds = (ids: string[], user: SessionUser) => data().photos(as(user)).existingIds(ids)

/** Deletes the photo's row unless page content uses it (lib/photos/delete-photo.ts removes its file too). */
export const deletePhotoRow = (id: string, user: SessionUser) => data().photos(as(user)).delete(id)

/** The site's server, counting the 404 of a path that has no page. */
export const recordMissedPath = (path: string, referrer: string | null = null) =>
  data().sitePaths.recordMiss(path, referrer)
/** The site's server, counting one answer of a staff redirect. */
export const recordRedirectHit = (source: string) => data().sitePaths.recordHit(source)
/** Every staff redirect's rule, as the site's server (the proxy keeps them in memory). */
export const listSiteRedirectRules = () => data().sitePaths.rules()
export const listSiteRedirects = (user: SessionUser) => data().sitePaths.list(as(user))
export const saveSiteRedirect = (input: SiteRedirectInput, user: SessionUser) =>
  data().sitePaths.save(input, as(user))
export const deleteSiteRedirect = (source: string, basedOn: number, user: SessionUser) =>
  data().sitePaths.remove(source, basedOn, as(user))
export const restoreSiteRedirect = (redirect: SiteRedirectRestore, user: SessionUser) =>
  data().sitePaths.restore(redirect, as(user))
export const listMissedPaths = (user: SessionUser) => data().sitePaths.missed(as(user))
export const setMissedPathIgnored = (path: string, ignored: boolean, user: SessionUser) =>
  data().sitePaths.setMissedIgnored(path, ignored, as(user))

/** The company's Google reviews as the backend has them (null: none); lib/reviews/get-reviews.ts falls back to the built-in ones. */
export const fetchStoredReviews = () => data().reviews.fetch()

/** 'Equipo': the admins with their last sign-in, and who invited or removed whom (newest first). */
export const listTeamMembers = (user: SessionUser) => data().team.members(as(user))
export const listTeamHistory = (user: SessionUser) => data().team.history(as(user))
/** Records, as the admin, an invitation the server has just sent to `email`. */
export const recordTeamInvitation = (email: string, user: SessionUser) =>
  data().team.recordInvitation(email, as(user))
/** Takes an admin off the team unless they are the last one; the database decides under a lock. */
export const removeTeamMember = (userId: string, user: SessionUser) => data().team.remove(userId, as(user))

/** Stores one period of Search Console's figures; overlapping periods are replaced only with `replace`. */
export const importSearchPeriod = (
  input: { period: SearchPeriod; figures: SearchFigure[]; replace: boolean },
  user: SessionUser,
) => data().searchFigures.import(input, as(user))
/** The imported periods and figures, each page's leads from a Google search, and its publish days. */
export const getSearchOverview = (user: SessionUser) => data().searchFigures.overview(as(user))
