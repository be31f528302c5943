import type { SupabaseClient } from '@supabase/supabase-js'
import { pageContentOver } from '../page-content'
import type { PageContentDraftRow, PageContentRow, PageVersionRow } from '../rows'
import type { DataBackend } from '../types'
import { dataOf } from './data-of'

const publishedColumns = 'path, content, review_before, published_at'
const draftColumns = 'path, content, review_before, updated_at'

/**
 * Page content through Supabase's API: published content with the cookie-less
 * public client (public pages stay static), the rest with the admin's session.
 */
export function createSupabasePageContent(
  getClient: () => SupabaseClient,
  getSessionClient: () => Promise<SupabaseClient>,
): DataBackend['pageContent'] {
  return pageContentOver(
    {
      published: async (path) =>
        dataOf<PageContentRow | null>(
          await getClient().from('page_content').select(publishedColumns).eq('path', path).maybeSingle(),
          { maybe: true },
        ),
      allPublished: async () =>
        dataOf<PageContentRow[]>(
          await getClient().from('page_content').select(publishedColumns).order('path'),
        ),
      draft: async (path) =>
        dataOf<PageContentDraftRow | null>(
          await (
            await getSessionClient()
          )
            .from('page_content_drafts')
            .select(draftColumns)
            .eq('path', path)
            .maybeSingle(),
          { maybe: true },
        ),
      drafts: async () =>
        dataOf<PageContentDraftRow[]>(
          await (await getSessionClient()).from('page_content_drafts').select(draftColumns).order('path'),
        ),
      saveDraft: async (draft, caller) =>
        dataOf<PageContentDraftRow>(
          await (
            await getSessionClient()
          )
            .from('page_content_drafts')
            .upsert(
              {
                path: draft.path,
                content: draft.content,
                review_before: draft.reviewBefore,
                updated_by: caller.userId,
                updated_at: new Date().toISOString(),
              },
              { onConflict: 'path' },
            )
            .select(draftColumns)
            .single(),
        ),
      publish: async (path) =>
        dataOf<PageContentRow>(
          await (
            await getSessionClient()
          )
            .rpc('publish_page_content', { page_path: path })
            .select(publishedColumns)
            .single(),
        ),
      versions: async (path) =>
        dataOf<PageVersionRow[]>(
          await (
            await getSessionClient()
          )
            .from('page_versions')
            .select('id, path, part, record, created_at, created_by_email')
            .eq('path', path)
            .order('created_at', { ascending: false })
            .order('id', { ascending: false }),
        ),
    },
    { source: 'Supabase' },
  )
}
