import type { PGlite } from '@electric-sql/pglite'
import {
  toContentDraft,
  toPageVersion,
  toStoredContent,
  type PageContentDraftRow,
  type PageContentRow,
  type PageVersionRow,
} from '../rows'
import { contentReadError } from '../seo-read-error'
import { DataError, type AdminCaller, type DataBackend, type StoredContent } from '../types'
import { asCaller } from './roles'

const anon = { role: 'anon' } as const
const as = (caller: AdminCaller) => ({ role: 'authenticated' as const, ...caller })

const published =
  'select path, content, review_before::text as review_before, published_at from public.page_content'
const drafts =
  'select path, content, review_before::text as review_before, updated_at from public.page_content_drafts'

/** Page content on the embedded database, queried as Supabase's API roles would be. */
export function createLocalPageContent(
  getDb: () => Promise<PGlite>,
  onPublished?: (records: StoredContent[]) => void,
): DataBackend['pageContent'] {
  const listPublished = async () => {
    const { rows } = await asCaller(await getDb(), anon, (tx) =>
      tx.query<PageContentRow>(`${published} order by path`),
    )
    return rows.map(toStoredContent)
  }
  return {
    async getPublished(path) {
      try {
        const { rows } = await asCaller(await getDb(), anon, (tx) =>
          tx.query<PageContentRow>(`${published} where path = $1`, [path]),
        )
        return rows[0] ? toStoredContent(rows[0]) : null
      } catch (cause) {
        throw contentReadError(path, 'the local database', cause)
      }
    },
    async listPublished() {
      try {
        return await listPublished()
      } catch (cause) {
        throw contentReadError(null, 'the local database', cause)
      }
    },
    async getDraft(path, caller) {
      const { rows } = await asCaller(await getDb(), as(caller), (tx) =>
        tx.query<PageContentDraftRow>(`${drafts} where path = $1`, [path]),
      )
      return rows[0] ? toContentDraft(rows[0]) : null
    },
    async listDrafts(caller) {
      const { rows } = await asCaller(await getDb(), as(caller), (tx) =>
        tx.query<PageContentDraftRow>(`${drafts} order by path`),
      )
      return rows.map(toContentDraft)
    },
    async saveDraft(draft, caller) {
      try {
        const { rows } = await asCaller(await getDb(), as(caller), (tx) =>
          tx.query<PageContentDraftRow>(
            `insert into public.page_content_drafts (path, content, review_before, updated_by)
             values ($1, $2, $3, $4)
             on conflict (path) do update set content = excluded.content, review_before = excluded.review_before,
               updated_by = excluded.updated_by, updated_at = now()
             returning path, content, review_before::text as review_before, updated_at`,
            [draft.path, JSON.stringify(draft.content), draft.reviewBefore, caller.userId],
          ),
        )
        return toContentDraft(rows[0]!)
      } catch (cause) {
        throw new DataError(`Could not save the draft of ${draft.path}`, { cause })
      }
    },
    async publish(path, caller) {
      let row: PageContentRow | undefined
      try {
        const { rows } = await asCaller(await getDb(), as(caller), (tx) =>
          tx.query<PageContentRow>(
            `select path, content, review_before::text as review_before, published_at
               from public.publish_page_content($1)`,
            [path],
          ),
        )
        row = rows[0]
      } catch (cause) {
        throw new DataError(`Could not publish the content of ${path}`, { cause })
      }
      if (!row) throw new DataError(`Publishing ${path} returned no row`)
      onPublished?.(await listPublished())
      return toStoredContent(row)
    },
    async versions(path, caller) {
      const { rows } = await asCaller(await getDb(), as(caller), (tx) =>
        tx.query<PageVersionRow>(
          `select id, path, part, record, created_at, created_by_email from public.page_versions
            where path = $1 order by created_at desc, id desc`,
          [path],
        ),
      )
      return rows.map(toPageVersion)
    },
  }
}
