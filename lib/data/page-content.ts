import { readPageState, saveBasedOn } from './page-state'
import { contentReadError } from './seo-read-error'
import { seoPagesOver, toSeoPageRow, toSeoRecord, type SeoPageRow } from './seo-pages'
import { anon, asAdmin, type Query, type Transport } from './transport'
import { failingAs } from './failing-as'
import { DataError, type AdminCaller, type DataHooks } from './types'
import { type SeoRecord } from '@/lib/seo/types'
import {
  type ContentDraft,
  type NewContentDraft,
  type PageVersion,
  type StoredContent,
} from '@/lib/content/types'

type PageContentRow = { path: string; content: Record<string, unknown>; review_before: string | null }
type PublishedRow = PageContentRow & { published_at: string }
type DraftRow = Omit<PageContentRow, 'content'> & {
  content: Record<string, unknown> | null
  seo: SeoPageRow | null
  updated_at: string
  revision: number | string
}
/** A row of page_versions; its record is the row of page_content or seo_pages as stored then. */
type PageVersionRow = {
  id: number | string
  path: string
  part: 'content' | 'seo'
  kind: 'draft' | 'publish'
  record: Record<string, unknown>
  created_at: string
  created_by_email: string | null
}

const publishedColumns = 'path, content, review_before, published_at'
const draftColumns = 'path, content, seo, review_before, updated_at, revision'
const onePath = (path: string): Query => ({ eq: ['path', path], one: true })
const inOrder: Query = { order: 'path' }
const iso = (value: string) => new Date(value).toISOString()

const toStoredContent = (row: PublishedRow): StoredContent => ({
  path: row.path,
  content: row.content,
  reviewBefore: row.review_before,
  publishedAt: iso(row.published_at),
})

const toContentDraft = (row: DraftRow): ContentDraft => ({
  path: row.path,
  content: row.content,
  reviewBefore: row.review_before,
  updatedAt: iso(row.updated_at),
  revision: Number(row.revision),
  seo: row.seo && toSeoRecord(row.seo),
})

function toPageVersion({ id, path, part, kind, record, ...row }: PageVersionRow): PageVersion {
  const version = {
    id: Number(id),
    path,
    kind,
    createdAt: iso(row.created_at),
    createdBy: row.created_by_email,
  }
  // A draft's record is a row of page_content_drafts: saved when, not published.
  const published = { published_at: record.updated_at, ...record } as PublishedRow
  return part === 'content'
    ? { ...version, part, record: toStoredContent(published) }
    : { ...version, part, record: toSeoRecord(record as SeoPageRow) }
}

/**
 * Page content: the published content read as a visitor (cookie-less, so public pages stay static; a
 * failed read throws); drafts, publishing and versions as the signed-in admin, which RLS lets only
 * admins near. After a publish, `hooks` get every published page's content and SEO record.
 */
export function pageContentOver(db: Transport, hooks: DataHooks = {}) {
  const published = (query: Query) =>
    db.select<PublishedRow>('page_content', { columns: publishedColumns, ...query }, anon)
  const drafts = (caller: AdminCaller, query: Query) =>
    db.select<DraftRow>('page_content_drafts', { columns: draftColumns, ...query }, asAdmin(caller))
  const listPublished = async () => (await published(inOrder)).map(toStoredContent)

  return {
    /** A page's published content, or null for the repository's. */
    getPublished: (path: string): Promise<StoredContent | null> =>
      failingAs(
        (cause) => contentReadError(path, db.source, cause),
        async () => {
          const [row] = await published(onePath(path))
          return row ? toStoredContent(row) : null
        },
      ),
    listPublished: (): Promise<StoredContent[]> =>
      failingAs((cause) => contentReadError(null, db.source, cause), listPublished),
    getDraft: (path: string, caller: AdminCaller): Promise<ContentDraft | null> =>
      failingAs(`Could not read the draft of ${path}`, async () => {
        const [row] = await drafts(caller, onePath(path))
        return row ? toContentDraft(row) : null
      }),
    listDrafts: (caller: AdminCaller): Promise<ContentDraft[]> =>
      failingAs('Could not read the drafts', async () => (await drafts(caller, inOrder)).map(toContentDraft)),
    /** The page's revision, and who changed it when: what a save is based on. */
    state: (path: string, caller: AdminCaller) => readPageState(db, 'page_content_state', path, caller),
    /**
     * Inserts or replaces the draft of its path, when the page is still at `basedOn` (null: whatever
     * it is at); else throws PageChangedError, having stored nothing.
     */
    async saveDraft(draft: NewContentDraft, caller: AdminCaller, basedOn: number | null = null) {
      const args = {
        page_path: draft.path,
        draft_content: draft.content,
        draft_review_before: draft.reviewBefore,
        based_on: basedOn,
      }
      await saveBasedOn(db, 'save_page_draft', args, caller, `Could not save the draft of ${draft.path}`)
      const [row] = await drafts(caller, onePath(draft.path))
      if (!row) throw new DataError(`Saving the draft of ${draft.path} left no row`)
      return toContentDraft(row)
    },
    /** Stores `record` as the SEO half of its page's draft, like saveDraft; answers the page's revision. */
    saveSeoDraft: (record: SeoRecord, caller: AdminCaller, basedOn: number | null = null) =>
      saveBasedOn(
        db,
        'save_page_seo_draft',
        { page_path: record.path, draft_seo: toSeoPageRow(record), based_on: basedOn },
        caller,
        `Could not save the SEO draft of ${record.path}`,
      ),
    /**
     * Publishes the path's draft (content and SEO) and drops it, in one transaction, when the page is
     * still at `basedOn` (null: whatever it is at); else throws PageChangedError.
     */
    async publish(path: string, caller: AdminCaller, basedOn: number | null = null) {
      const args = { page_path: path, based_on: basedOn }
      const revision = await saveBasedOn(db, 'publish_page_draft', args, caller, `Could not publish ${path}`)
      hooks.onContentPublished?.(await listPublished())
      hooks.onSeoPagesSaved?.(await seoPagesOver(db).list())
      return { revision }
    },
    /** Drops the path's draft when the page is still at `basedOn`; else throws PageChangedError. */
    discardDraft: (path: string, caller: AdminCaller, based_on: number) =>
      saveBasedOn(db, 'discard_page_draft', { page_path: path, based_on }, caller, 'Could not discard'),
    /** The path's versions, newest first. */
    versions: (path: string, caller: AdminCaller): Promise<PageVersion[]> =>
      failingAs(`Could not read the versions of ${path}`, async () => {
        const columns = 'id, path, part, kind, record, created_at, created_by_email'
        const query: Query = { columns, eq: ['path', path], order: 'created_at desc, id desc' }
        return (await db.select<PageVersionRow>('page_versions', query, asAdmin(caller))).map(toPageVersion)
      }),
  }
}
