import {
  toContentDraft,
  toPageVersion,
  toStoredContent,
  type PageContentDraftRow,
  type PageContentRow,
  type PageVersionRow,
} from './rows'
import { contentReadError } from './seo-read-error'
import {
  DataError,
  failingAs,
  type AdminCaller,
  type DataBackend,
  type NewContentDraft,
  type StoredContent,
} from './types'

/**
 * What a backend asks its database for page content: published rows as the
 * public, the rest as the signed-in admin; unmapped. A failure throws its cause.
 */
export type PageContentQueries = {
  published(path: string): Promise<PageContentRow | null>
  allPublished(): Promise<PageContentRow[]>
  draft(path: string, caller: AdminCaller): Promise<PageContentDraftRow | null>
  drafts(caller: AdminCaller): Promise<PageContentDraftRow[]>
  saveDraft(draft: NewContentDraft, caller: AdminCaller): Promise<PageContentDraftRow>
  publish(path: string, caller: AdminCaller): Promise<PageContentRow | null>
  versions(path: string, caller: AdminCaller): Promise<PageVersionRow[]>
}

/**
 * Page content on both backends: the same mapping and failures over each one's
 * queries. `source` names the backend in a failed read of published content;
 * `onPublished` gets every published record after a publish.
 */
export function pageContentOver(
  queries: PageContentQueries,
  { source, onPublished }: { source: string; onPublished?: (records: StoredContent[]) => void },
): DataBackend['pageContent'] {
  const listPublished = async () => (await queries.allPublished()).map(toStoredContent)

  return {
    getPublished: (path) =>
      failingAs(
        (cause) => contentReadError(path, source, cause),
        async () => {
          const row = await queries.published(path)
          return row ? toStoredContent(row) : null
        },
      ),
    listPublished: () => failingAs((cause) => contentReadError(null, source, cause), listPublished),
    getDraft: (path, caller) =>
      failingAs(`Could not read the draft of ${path}`, async () => {
        const row = await queries.draft(path, caller)
        return row ? toContentDraft(row) : null
      }),
    listDrafts: (caller) =>
      failingAs('Could not read the drafts', async () => (await queries.drafts(caller)).map(toContentDraft)),
    saveDraft: (draft, caller) =>
      failingAs(`Could not save the draft of ${draft.path}`, async () =>
        toContentDraft(await queries.saveDraft(draft, caller)),
      ),
    async publish(path, caller) {
      const row = await failingAs(`Could not publish the content of ${path}`, () =>
        queries.publish(path, caller),
      )
      if (!row) throw new DataError(`Publishing ${path} returned no row`)
      if (onPublished) onPublished(await listPublished())
      return toStoredContent(row)
    },
    versions: (path, caller) =>
      failingAs(`Could not read the versions of ${path}`, async () =>
        (await queries.versions(path, caller)).map(toPageVersion),
      ),
  }
}
