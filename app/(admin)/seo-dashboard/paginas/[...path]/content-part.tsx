import { ContentEditor } from '@/components/admin/content/content-editor'
import { ContentHistory } from '@/components/admin/content/content-history'
import { DiscardDraftButton } from '@/components/admin/content/discard-draft-button'
import { describeContentSchema } from '@/lib/content/describe-schema'
import { ReviewDateForm } from '@/components/admin/content/review-date-form'
import { ScheduleForm } from '@/components/admin/schedule/schedule-form'
import { madridLocalValue } from '@/lib/admin/madrid-time'
import { draftChangedWarning, isPending, scheduledLine } from '@/lib/admin/scheduled-publications'
import type { SessionUser } from '@/lib/auth/types'
import { compareEntry } from '@/lib/content/compare-version'
import { editableContent, getEditablePage, type EditablePage } from '@/lib/content/editable-pages'
import { differsFromOriginal } from '@/lib/content/version-changes'
import { historyEntries } from '@/lib/content/history'
import { historyHref, type HistoryView } from '@/lib/content/history-query'
import { notOnlineNotice, readLivePage } from '@/lib/content/live-page'
import { lockedPaths, withSeoParts } from '@/lib/content/locked-paths'
import { withPhotoNames } from '@/lib/content/photo-names'
import { previewHref } from '@/lib/content/preview-path'
import { readReviewDates } from '@/lib/content/review-dates'
import {
  getContentDraft,
  getContentState,
  getPublishedContent,
  listPageVersions,
  listPhotos,
  listScheduledPublications,
} from '@/lib/data'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { getPageSeo } from '@/lib/seo/page-seo'

/** The 'Contenido' part of a page's editor: its state, the form and the history. */
export async function ContentPart({
  page,
  admin,
  seoHref,
  history,
  editorPath,
}: {
  page: EditablePage
  admin: SessionUser
  seoHref: string
  history: HistoryView
  /** This part's address, which the history's views extend. */
  editorPath: string
}) {
  const { path } = page
  // The state first: what the form shows is then at least as new as the revision it is based on.
  const { revision } = await getContentState(path, admin)
  const [draft, published, versions, seo, live, reviewDateOf, scheduled, library] = await Promise.all([
    getContentDraft(path, admin),
    getPublishedContent(path),
    listPageVersions(path, admin),
    getPageSeo(path, admin),
    readLivePage(page, admin),
    readReviewDates(admin),
    listScheduledPublications(admin),
    listPhotos(admin),
  ])
  // The browser needs only what the picker shows of each photo.
  const photos = library.map(({ id, alt, place }) => ({ id, alt, place }))
  // What the SEO part owns shows as the page will: with the SEO draft, when there is one.
  const content = withSeoParts(editableContent(page, draft?.content ?? published?.content), draft?.seo ?? seo)
  const pending = scheduled.find((schedule) => schedule.path === path && isPending(schedule))
  const entries = historyEntries(page, versions)
  // A row is chosen by the id of any of its versions.
  const chosen = entries.find((entry) => entry.versions.some(({ id }) => id === history.version))
  const comparison = chosen ? compareEntry(page, versions, chosen, history.compare, live) : null
  // A photo reads as its alt text, not its id.
  const named = comparison && {
    ...comparison,
    parts: comparison.parts.map(({ part, changes }) => ({
      part,
      changes: changes && withPhotoNames(changes, photos),
    })),
  }
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted" role="status">
          {!live.online
            ? `${draft ? `Borrador guardado el ${formatLeadDate(draft.updatedAt)}. ` : ''}${notOnlineNotice}`
            : draft
              ? `Borrador sin publicar, guardado el ${formatLeadDate(draft.updatedAt)}. Los visitantes ven la versión publicada.`
              : published
                ? `Publicada el ${formatLeadDate(published.publishedAt)}.`
                : 'Contenido original del sitio, sin cambios.'}
        </p>
        <DiscardDraftButton
          path={path}
          revision={revision}
          draftSavedAt={draft?.updatedAt ?? null}
          published={published !== null}
        />
      </div>
      <div className="mt-6">
        <ContentEditor
          path={path}
          description={describeContentSchema(page.schema)}
          content={content}
          locked={lockedPaths(content).map((locked) => ({ path: locked, href: seoHref }))}
          previewHref={previewHref(path)}
          hasDraft={draft !== null}
          revision={revision}
          photos={photos}
        />
      </div>
      <ScheduleForm
        path={path}
        revision={revision}
        description={describeContentSchema(page.schema)}
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
        entries={entries}
        view={history}
        href={(view) => historyHref(editorPath, view)}
        comparison={named}
        revision={revision}
        hasDraft={draft !== null}
        // A page staff made has no original of its own; a built-in one, only when something changed it.
        originalRestorable={
          getEditablePage(path) !== undefined && differsFromOriginal(page, draft?.content, published?.content)
        }
      />
    </>
  )
}
