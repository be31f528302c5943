import Link from 'next/link'
import { AdminTable, type Column } from '@/components/admin/admin-table'
import type { FieldChange } from '@/lib/content/diff'
import type { PageVersion } from '@/lib/data/types'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import type { ObjectDescription } from './describe-schema'
import { fieldPathLabel } from './field-path-label'
import { RestoreButton } from './restore-button'

const partLabels: Record<PageVersion['part'], string> = {
  content: 'Contenido publicado',
  seo: 'SEO guardado',
}

/**
 * The page's versions, newest first: every publish and every SEO save, who
 * and when. The chosen one lists what differs from the live page, field by
 * field; a content version can come back as the draft.
 */
export function ContentHistory({
  path,
  versions,
  chosen,
  changes,
  versionHref,
  description,
  revision,
  hasDraft,
}: {
  path: string
  /** The page's revision when it was drawn, which a restore is based on. */
  revision: number
  /** Whether the page has a draft, which a restore replaces. */
  hasDraft: boolean
  /** The page's content form, whose words name the changed fields. */
  description: ObjectDescription
  versions: PageVersion[]
  chosen: PageVersion | null
  changes: FieldChange[]
  versionHref: (id: number) => string
}) {
  return (
    <section aria-labelledby="historial-titulo" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="historial-titulo" className="text-xl font-bold text-brand-900">
          Historial
        </h2>
        <RestoreButton path={path} revision={revision} hasDraft={hasDraft} />
      </div>
      {versions.length === 0 ? (
        <p className="mt-2 text-muted">Aún no hay versiones: la página muestra el contenido original.</p>
      ) : (
        <ol className="mt-4 grid gap-2">
          {versions.map((version) => (
            <li
              key={version.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-white p-3"
              aria-current={version.id === chosen?.id ? 'true' : undefined}
            >
              <span>
                <span className="font-semibold text-ink">{partLabels[version.part]}</span>{' '}
                <span className="text-muted">
                  el {formatLeadDate(version.createdAt)}
                  {version.createdBy ? ` por ${version.createdBy}` : ''}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-3">
                <Link href={versionHref(version.id)} className="font-semibold text-brand-700">
                  Ver cambios
                </Link>
                {version.part === 'content' ? (
                  <RestoreButton path={path} version={version} revision={revision} hasDraft={hasDraft} />
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
      {chosen ? (
        <VersionChanges
          version={chosen}
          changes={changes}
          description={chosen.part === 'content' ? description : undefined}
        />
      ) : null}
    </section>
  )
}

/** A changed field, named in the forms' words over its dotted path, and its two values. */
const changeColumns = (description?: ObjectDescription): Column<FieldChange>[] => [
  {
    header: 'Campo',
    rowHeader: true,
    className: 'border-b border-line p-2 font-normal',
    cell: (change) => (
      <>
        {fieldPathLabel(change.path, description)}
        <span className="block font-mono text-xs text-muted">{change.path}</span>
      </>
    ),
  },
  {
    header: 'En esta versión',
    className: 'border-b border-line p-2',
    cell: (change) => change.before ?? '—',
  },
  { header: 'Publicado ahora', className: 'border-b border-line p-2', cell: (change) => change.after ?? '—' },
]

function VersionChanges({
  version,
  changes,
  description,
}: {
  version: PageVersion
  changes: FieldChange[]
  description?: ObjectDescription
}) {
  return (
    <div className="mt-6">
      <h3 className="text-lg font-bold text-brand-900">
        Cambios entre la versión del {formatLeadDate(version.createdAt)} y la página publicada
      </h3>
      {changes.length === 0 ? (
        <p className="mt-2 text-muted">Esta versión es igual a la publicada.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <AdminTable
            columns={changeColumns(description)}
            rows={changes}
            rowKey={(change) => change.path}
            headerClassName="border-b border-line p-2"
          />
        </div>
      )}
    </div>
  )
}
