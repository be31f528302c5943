import type { PGlite } from '@electric-sql/pglite'
import { pageContentOver } from '../page-content'
import type { PageContentDraftRow, PageContentRow, PageVersionRow } from '../rows'
import type { AdminCaller, DataBackend, StoredContent } from '../types'
import { asCaller } from './roles'

const anon = { role: 'anon' } as const
const as = (caller: AdminCaller) => ({ role: 'authenticated' as const, ...caller })

const publishedColumns = 'path, content, review_before::text as review_before, published_at'
const draftColumns = 'path, content, review_before::text as review_before, updated_at'

/** Page content on the embedded database, queried as Supabase's API roles would be. */
export function createLocalPageContent(
  getDb: () => Promise<PGlite>,
  onPublished?: (records: StoredContent[]) => void,
): DataBackend['pageContent'] {
  const publishedRows = async (where: string, params: unknown[] = []) =>
    (
      await asCaller(await getDb(), anon, (tx) =>
        tx.query<PageContentRow>(`select ${publishedColumns} from public.page_content ${where}`, params),
      )
    ).rows
  const draftRows = async (caller: AdminCaller, where: string, params: unknown[] = []) =>
    (
      await asCaller(await getDb(), as(caller), (tx) =>
        tx.query<PageContentDraftRow>(
          `select ${draftColumns} from public.page_content_drafts ${where}`,
          params,
        ),
      )
    ).rows

  return pageContentOver(
    {
      published: async (path) => (await publishedRows('where path = $1', [path]))[0] ?? null,
      allPublished: () => publishedRows('order by path'),
      draft: async (path, caller) => (await draftRows(caller, 'where path = $1', [path]))[0] ?? null,
      drafts: (caller) => draftRows(caller, 'order by path'),
      async saveDraft(draft, caller) {
        const { rows } = await asCaller(await getDb(), as(caller), (tx) =>
          tx.query<PageContentDraftRow>(
            `insert into public.page_content_drafts (path, content, review_before, updated_by)
             values ($1, $2, $3, $4)
             on conflict (path) do update set content = excluded.content, review_before = excluded.review_before,
               updated_by = excluded.updated_by, updated_at = now()
             returning ${draftColumns}`,
            [draft.path, JSON.stringify(draft.content), draft.reviewBefore, caller.userId],
          ),
        )
        return rows[0]!
      },
      async publish(path, caller) {
        const { rows } = await asCaller(await getDb(), as(caller), (tx) =>
          tx.query<PageContentRow>(`select ${publishedColumns} from public.publish_page_content($1)`, [path]),
        )
        return rows[0] ?? null
      },
      async versions(path, caller) {
        const { rows } = await asCaller(await getDb(), as(caller), (tx) =>
          tx.query<PageVersionRow>(
            `select id, path, part, record, created_at, created_by_email from public.page_versions
              where path = $1 order by created_at desc, id desc`,
            [path],
          ),
        )
        return rows
      },
    },
    { source: 'the local database', onPublished },
  )
}
