import { ContentEditor } from '@/components/admin/content/content-editor'
import { ContentHistory } from '@/components/admin/content/content-history'
import { describeContentSchema } from '@/components/admin/content/describe-schema'
import { ReviewDateForm } from '@/components/admin/content/review-date-form'
import { ScheduleForm } from '@/components/admin/schedule/schedule-form'
import { madridLocalValue } from '@/lib/admin/madrid-time'
import { draftChangedWarning, scheduledLine } from '@/lib/admin/scheduled-publications'
import type { SessionUser } from '@/lib/auth/types'
import { diffFields } from '@/lib/content/diff'
import { editableContent, type EditablePage } from '@/lib/content/editable-pages'
import { lockedPaths, withSeoParts } from '@/lib/content/locked-paths'
import { previewHref } from '@/lib/content/preview-address'
import { readReviewDates } from '@/lib/content/review-dates'
import {
  getContentDraft,
  getContentState,
  getPublishedContent,
  getStoredSeoPage,
  listPageVersions,
  pageDates,
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
  const [draft, published, versions, seo, reviewDateOf, scheduled] = await Promise.all([
    getContentDraft(path, admin),
    getPublishedContent(path),
    listPageVersions(path, admin),
    getPageSeo(path),
    readReviewDates(admin),
    pageDates(admin).list(),
  ])
  const content = withSeoParts(editableContent(page, draft?.content ?? published?.content), seo)
  const pending = scheduled.find((schedule) => schedule.path === path && !schedule.publishedAt)
  const chosen = versions.find((version) => version.id === versionId) ?? null
  const live = { content: editableContent(page, published?.content) }
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
          locked={lockedPaths(content, seo.h2Secondary).map((locked) => ({ path: locked, href: seoHref }))}
          previewHref={previewHref(path)}
          hasDraft={draft !== null}
          revision={revision}
        />
      </div>
      <ScheduleForm
        path={path}
        revision={revision}
        scheduled={
          pending
            ? {
                line: scheduledLine(pending),
                at: madridLocalValue(new Date(pending.publishAt)),
                warning: pending.draftChanged ? draftChangedWarning : null,
              }
            : null
        }
      />
      <ReviewDateForm path={path} reviewBefore={reviewDateOf(path)} />
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
  live: { content: Record<string, unknown> },
) {
  if (version.part === 'content') {
    // Not the review date: it has its own place now, and versions' old column is unused.
    return diffFields(editableContent(page, version.record.content), live.content)
  }
  // When each was saved is the version's own line, not a change of the record.
  const then = { ...version.record, updatedAt: null }
  const stored = await getStoredSeoPage(version.path)
  return diffFields(then, stored ? { ...stored, updatedAt: null } : then)
}
