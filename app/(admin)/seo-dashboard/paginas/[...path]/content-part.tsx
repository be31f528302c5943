import { ContentEditor } from '@/components/admin/content/content-editor'
import { ContentHistory } from '@/components/admin/content/content-history'
import { describeContentSchema } from '@/components/admin/content/describe-schema'
import type { SessionUser } from '@/lib/auth/types'
import { diffFields } from '@/lib/content/diff'
import { editableContent, type EditablePage } from '@/lib/content/editable-pages'
import { lockedPaths, withSeoParts } from '@/lib/content/locked-paths'
import { previewHref } from '@/lib/content/preview-address'
import {
  getContentDraft,
  getContentState,
  getPublishedContent,
  getStoredSeoPage,
  listPageVersions,
} from '@/lib/data'
import type { PageVersion } from '@/lib/data/types'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { getPageSeo } from '@/lib/seo/page-seo'

/** The 'Contenido' part of a page's editor: its state, the form and the history. */
export async function ContentPart({
  page,
  admin,
  seoHref,
  versionId,
  versionHref,
}: {
  page: EditablePage
  admin: SessionUser
  seoHref: string
  versionId: number | null
  versionHref: (id: number) => string
}) {
  const { path } = page
  // The state first: what the form shows is then at least as new as the revision it is based on.
  const { revision } = await getContentState(path, admin)
  const [draft, published, versions, seo] = await Promise.all([
    getContentDraft(path, admin),
    getPublishedContent(path),
    listPageVersions(path, admin),
    getPageSeo(path),
  ])
  // What the SEO part owns shows as the page will: with the SEO draft, when there is one.
  const content = withSeoParts(editableContent(page, draft?.content ?? published?.content), draft?.seo ?? seo)
  const reviewBefore = draft?.content
    ? draft.reviewBefore
    : published
      ? published.reviewBefore
      : page.reviewBefore
  const chosen = versions.find((version) => version.id === versionId) ?? null
  const live = {
    content: editableContent(page, published?.content),
    reviewBefore: published?.reviewBefore ?? page.reviewBefore,
  }
  const changes = chosen ? await changesFromLive(page, chosen, live) : []
  return (
    <>
      <p className="mt-4 text-muted" role="status">
        {draft
          ? `Borrador sin publicar, guardado el ${formatLeadDate(draft.updatedAt)}. Los visitantes ven la versión publicada.`
          : published
            ? `Publicada el ${formatLeadDate(published.publishedAt)}.`
            : 'Contenido original del sitio, sin cambios.'}
      </p>
      <div className="mt-6">
        <ContentEditor
          path={path}
          description={describeContentSchema(page.schema)}
          content={content}
          reviewBefore={reviewBefore}
          locked={lockedPaths(content).map((locked) => ({ path: locked, href: seoHref }))}
          previewHref={previewHref(path)}
          hasDraft={draft !== null}
          revision={revision}
        />
      </div>
      <ContentHistory
        path={path}
        description={describeContentSchema(page.schema)}
        versions={versions}
        chosen={chosen}
        changes={changes}
        versionHref={versionHref}
        revision={revision}
      />
    </>
  )
}

/** What differs between a version and the live page's record of the same part. */
async function changesFromLive(
  page: EditablePage,
  version: PageVersion,
  live: { content: Record<string, unknown>; reviewBefore: string | null },
) {
  if (version.part === 'content') {
    const changes = diffFields(editableContent(page, version.record.content), live.content)
    const before = version.record.reviewBefore
    if (before !== live.reviewBefore) changes.push({ path: 'reviewBefore', before, after: live.reviewBefore })
    return changes
  }
  // When each was saved is the version's own line, not a change of the record.
  const then = { ...version.record, updatedAt: null }
  const stored = await getStoredSeoPage(version.path)
  return diffFields(then, stored ? { ...stored, updatedAt: null } : then)
}
