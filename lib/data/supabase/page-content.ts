import type { SupabaseClient } from '@supabase/supabase-js'
import {
  toContentDraft,
  toPageVersion,
  toStoredContent,
  type PageContentDraftRow,
  type PageContentRow,
  type PageVersionRow,
} from '../rows'
import { contentReadError } from '../seo-read-error'
import { DataError, type DataBackend } from '../types'

/**
 * Page content through Supabase's API: published content with the cookie-less
 * public client (public pages stay static), the rest with the admin's session.
 */
export function createSupabasePageContent(
  getClient: () => SupabaseClient,
  getSessionClient: () => Promise<SupabaseClient>,
): DataBackend['pageContent'] {
  const publishedColumns = 'path, content, review_before, published_at'
  const draftColumns = 'path, content, review_before, updated_at'
  return {
    async getPublished(path) {
      const { data, error } = await getClient()
        .from('page_content')
        .select(publishedColumns)
        .eq('path', path)
        .maybeSingle()
      if (error) throw contentReadError(path, 'Supabase', error)
      return data ? toStoredContent(data as PageContentRow) : null
    },
    async listPublished() {
      const { data, error } = await getClient().from('page_content').select(publishedColumns).order('path')
      if (error) throw contentReadError(null, 'Supabase', error)
      return (data as PageContentRow[]).map(toStoredContent)
    },
    async getDraft(path) {
      const { data, error } = await (
        await getSessionClient()
      )
        .from('page_content_drafts')
        .select(draftColumns)
        .eq('path', path)
        .maybeSingle()
      if (error) throw new DataError(`Could not read the draft of ${path}`, { cause: error })
      return data ? toContentDraft(data as PageContentDraftRow) : null
    },
    async listDrafts() {
      const { data, error } = await (
        await getSessionClient()
      )
        .from('page_content_drafts')
        .select(draftColumns)
        .order('path')
      if (error) throw new DataError('Could not read the drafts', { cause: error })
      return (data as PageContentDraftRow[]).map(toContentDraft)
    },
    async saveDraft(draft, caller) {
      const { data, error } = await (
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
        .single()
      if (error || !data) throw new DataError(`Could not save the draft of ${draft.path}`, { cause: error })
      return toContentDraft(data as PageContentDraftRow)
    },
    async publish(path) {
      const { data, error } = await (
        await getSessionClient()
      )
        .rpc('publish_page_content', { page_path: path })
        .select(publishedColumns)
        .single()
      if (error || !data) throw new DataError(`Could not publish the content of ${path}`, { cause: error })
      return toStoredContent(data as PageContentRow)
    },
    async versions(path) {
      const { data, error } = await (
        await getSessionClient()
      )
        .from('page_versions')
        .select('id, path, part, record, created_at, created_by_email')
        .eq('path', path)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
      if (error) throw new DataError(`Could not read the versions of ${path}`, { cause: error })
      return (data as PageVersionRow[]).map(toPageVersion)
    },
  }
}
