import type { EntryComparison } from '@/lib/content/compare-version'
import { partLabels } from '@/lib/content/history'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { ChangeComparison } from './change-comparison'
import type { ObjectDescription } from '@/lib/content/describe-schema'

export type { EntryComparison } from '@/lib/content/compare-version'

/** The history's chosen row against the version before it, or against the live page, part by part. */
export function VersionComparison({
  comparison: { entry, against, parts },
  description,
}: {
  comparison: EntryComparison
  description: ObjectDescription
}) {
  const when = formatLeadDate(entry.createdAt)
  const headers =
    against === 'web'
      ? { before: 'En la web', after: 'En esta versión' }
      : { before: 'En la versión anterior', after: 'En esta versión' }
  return (
    <div className="mt-6" aria-live="polite">
      <h3 className="text-lg font-bold text-brand-900">
        Cambios de la versión del {when} {against === 'web' ? 'frente a la web' : 'frente a la anterior'}
      </h3>
      {parts.map(({ part, changes }) => (
        <div key={part} className="mt-3">
          {parts.length > 1 ? <h4 className="font-semibold text-brand-900">{partLabels[part]}</h4> : null}
          {changes === null ? (
            <p className="mt-2 text-muted">Primera versión: no hay otra anterior con la que compararla.</p>
          ) : (
            <ChangeComparison
              caption={`Cambios de ${partLabels[part]}`}
              changes={changes}
              headers={headers}
              description={part === 'content' ? description : undefined}
              empty={
                against === 'web'
                  ? 'Esta versión es igual a lo que hay en la web.'
                  : 'Esta versión no cambió ningún campo.'
              }
            />
          )}
        </div>
      ))}
    </div>
  )
}
