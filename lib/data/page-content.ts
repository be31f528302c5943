import { z } from 'zod'
import { selectRows } from './answer'
import { readPageState, saveBasedOn } from './page-state'
import { contentReadError } from './seo-read-error'
import { seoPageRowSchema, seoPagesOver, toSeoPageRow, toSeoRecord } from './seo-pages'
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

/** A row of page_content. */
const publishedRowSchema = z.object({
  path: z.string(),
  content: z.record(z.string(), z.unknown()),
  review_before: z.string().nullable(),
  published_at: z.string(),
})
type PublishedRow = z.output<typeof publishedRowSchema>
/** A row of page_content_drafts: its content and SEO halves (null: unchanged). */
const draftRowSchema = z.object({
  path: z.string(),
  content: z.record(z.string(), z.unknown()).nullable(),
  seo: seoPageRowSchema.nullable(),
  review_before: z.string().nullable(),
  updated_at: z.string(),
  revision: z.coerce.number().int(),
})
type DraftRow = z.output<typeof draftRowSchema>
/** A row of page_versions; its record is the row of page_content or seo_pages as stored then. */
const versionFields = {
  id: z.coerce.number().int(),
  path: z.string(),
  kind: z.enum(['draft', 'publish']),
  created_at: z.string(),
  created_by_email: z.string().nullable(),
  scheduled: z.boolean(),
}
const pageVersionRowSchema = z.discriminatedUnion('part', [
  z.object({
    ...versionFields,
    part: z.literal('content'),
    // A draft's record is a row of page_content_drafts: saved when, not published.
    record: z
      .record(z.string(), z.unknown())
      .transform((record) => ({ published_at: record.updated_at, ...record }))
      .pipe(publishedRowSchema),
  }),
  z.object({ ...versionFields, part: z.literal('seo'), record: seoPageRowSchema }),
])
type PageVersionRow = z.output<typeof pageVersionRowSchema>

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
  revision: row.revision,
  seo: row.seo && toSeoRecord(row.seo),
})

function toPageVersion({ id, path, kind, scheduled, ...row }: PageVersionRow): PageVersion {
  const version = {
    id,
    path,
    kind,
    scheduled,
    createdAt: iso(row.created_at),
    createdBy: row.created_by_email,
  }
  return row.part === 'content'
    ? { ...version, part: row.part, record: toStoredContent(row.record) }
    : { ...version, part: row.part, record: toSeoRecord(row.record) }
}

/**
 * Page content: the published content read as a visitor (cookie-less, so public pages stay static; a
 * failed read throws); drafts, publishing and versions as the signed-in admin, which RLS lets only
 * admins near. After a publish, `hooks` get every published page's content and SEO record.
 */
export function pageContentOver(db: Transport, hooks: DataHooks = {}) {
  const published = (query: Query) =>
    selectRows(db, 'page_content', { columns: publishedColumns, ...query }, anon, publishedRowSchema)
  const drafts = (caller: AdminCaller, query: Query) =>
    selectRows(
      db,
      'page_content_drafts',
      { columns: draftColumns, ...query },
      asAdmin(caller),
      draftRowSchema,
    )
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
        const columns = 'id, path, part, kind, scheduled, record, created_at, created_by_email'
        const query: Query = { columns, eq: ['path', path], order: 'created_at desc, id desc' }
        const rows = await selectRows(db, 'page_versions', query, asAdmin(caller), pageVersionRowSchema)
        return rows.map(toPageVersion)
      }),
  }
}
