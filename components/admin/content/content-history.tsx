import Link from 'next/link'
import type { Column } from '@/components/admin/admin-table'
import { ScrollingTable } from '@/components/admin/scrolling-table'
import { Pagination } from '@/components/admin/pagination'
import { HISTORY_PAGE_SIZE, type HistoryView } from '@/lib/content/history-query'
import { changedLabel, entryAuthor, entryLabel, partLabels, type HistoryEntry } from '@/lib/content/history'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import type { ObjectDescription } from '@/lib/content/describe-schema'
import { RestoreButton } from './restore-button'
import { VersionComparison, type EntryComparison } from './version-comparison'

// The page's history, newest first, a page of rows at a time: each save of a
// draft and each publish, of the content, the SEO record or both; who, when,
// how many fields it changed, and which one the site shows. Any row can be
// compared with the one before it or with the live page; a row with content
// can come back as the draft.

/** 'En la web', or the part that is, when the row touched both and only one is live. */
function LiveMark({ entry }: { entry: HistoryEntry }) {
  if (entry.live.length === 0) return null
  const all = entry.live.length === entry.versions.length
  return (
    <span className="ml-1 inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-success">
      En la web{all ? '' : `: ${entry.live.map((part) => partLabels[part]).join(', ')}`}
    </span>
  )
}

function columns(
  path: string,
  revision: number,
  hasDraft: boolean,
  href: (view: Partial<HistoryView>) => string,
): Column<HistoryEntry>[] {
  const cell = 'border-b border-line p-2 align-top'
  const when = (entry: HistoryEntry) => (
    <span className="sr-only"> (versión del {formatLeadDate(entry.createdAt)})</span>
  )
  return [
    {
      header: 'Versión',
      rowHeader: true,
      className: `${cell} font-semibold text-ink`,
      cell: (entry) => (
        <>
          {entryLabel(entry)} <LiveMark entry={entry} />
        </>
      ),
    },
    {
      header: 'Partes',
      className: cell,
      cell: (entry) => entry.versions.map((version) => partLabels[version.part]).join(', '),
    },
    { header: 'Quién', className: cell, cell: entryAuthor },
    {
      header: 'Cuándo',
      className: `${cell} whitespace-nowrap`,
      cell: (entry) => formatLeadDate(entry.createdAt),
    },
    { header: 'Cambios', className: cell, cell: (entry) => changedLabel(entry.changed) },
    {
      header: <span className="sr-only">Acciones</span>,
      className: cell,
      cell: (entry) => {
        const content = entry.versions.find((version) => version.part === 'content')
        return (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {entry.changed === null ? null : (
              <Link
                href={href({ version: entry.id, compare: 'anterior' })}
                className="font-semibold text-brand-700"
              >
                Comparar con la anterior{when(entry)}
              </Link>
            )}
            <Link href={href({ version: entry.id, compare: 'web' })} className="font-semibold text-brand-700">
              Comparar con la web{when(entry)}
            </Link>
            {content ? (
              <RestoreButton path={path} version={content} revision={revision} hasDraft={hasDraft} />
            ) : null}
          </span>
        )
      },
    },
  ]
}

export function ContentHistory({
  path,
  revision,
  hasDraft,
  description,
  entries,
  view,
  href,
  comparison,
  originalRestorable,
}: {
  path: string
  /** The page's revision when it was drawn, which a restore is based on. */
  revision: number
  /** Whether the page has a draft, which a restore replaces. */
  hasDraft: boolean
  /** The page's content form, whose words name the changed fields. */
  description: ObjectDescription
  entries: HistoryEntry[]
  view: HistoryView
  /** The editor's address at another view of the history. */
  href: (view: Partial<HistoryView>) => string
  comparison: EntryComparison | null
  /** Whether 'Volver al contenido original' has something to undo (the page has an original and differs from it). */
  originalRestorable: boolean
}) {
  const pages = Math.max(1, Math.ceil(entries.length / HISTORY_PAGE_SIZE))
  const page = Math.min(view.page, pages)
  const shown = entries.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE)
  return (
    <section aria-labelledby="historial-titulo" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="historial-titulo" className="text-xl font-bold text-brand-900">
          Historial
        </h2>
        {originalRestorable ? <RestoreButton path={path} revision={revision} hasDraft={hasDraft} /> : null}
      </div>
      {entries.length === 0 ? (
        <p className="mt-2 text-muted">Aún no hay versiones: la página muestra el contenido original.</p>
      ) : (
        <>
          <ScrollingTable
            boxClassName="mt-4 rounded-lg border border-line bg-white"
            caption={{ text: 'Versiones, de la más reciente a la más antigua', className: 'sr-only' }}
            columns={columns(path, revision, hasDraft, href)}
            rows={shown}
            rowKey={(entry) => entry.id}
            headerClassName="border-b border-line p-2"
            rowClassName={(entry) => (entry.id === comparison?.entry.id ? 'bg-brand-50' : '')}
          />
          <Pagination
            label="Páginas del historial"
            page={page}
            pages={pages}
            href={(other) => href({ ...view, page: other })}
          />
        </>
      )}
      {comparison ? <VersionComparison comparison={comparison} description={description} /> : null}
    </section>
  )
}
