import { diffWords } from 'diff'
import type { Column } from '@/components/admin/admin-table'
import { ScrollingTable } from '@/components/admin/scrolling-table'
import type { FieldChange } from '@/lib/content/diff'
import type { ObjectDescription } from '@/lib/content/describe-schema'
import { fieldPathLabel } from '@/lib/content/field-path-label'

// Two records of a page compared field by field, as the history and 'Revisar
// cambios' show them: each changed field in the forms' words, its old and new
// text, and the words that changed marked. The marks do not rely on colour:
// struck through and underlined, and named for screen readers by visually
// hidden generated text (which stays out of the text that is copied).

const mark = 'rounded-sm px-0.5 decoration-2 before:sr-only after:sr-only'
const removedClass = [
  mark,
  'bg-red-100 text-red-900 line-through',
  "before:content-['inicio_de_texto_quitado,_'] after:content-[',_fin_de_texto_quitado']",
].join(' ')
const addedClass = [
  mark,
  'bg-green-100 text-green-900 underline underline-offset-2',
  "before:content-['inicio_de_texto_nuevo,_'] after:content-[',_fin_de_texto_nuevo']",
].join(' ')

/** One side of a changed text: the old with its removed words in <del>, or the new with its added words in <ins>. */
export function MarkedWords({ change, side }: { change: FieldChange; side: 'before' | 'after' }) {
  const text = change[side]
  if (text === null)
    return (
      <span className="text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">vacío</span>
      </span>
    )
  return diffWords(change.before ?? '', change.after ?? '').map((part, index) => {
    if (side === 'before' ? part.added : part.removed) return null
    if (part.removed)
      return (
        <del key={index} className={removedClass}>
          {part.value}
        </del>
      )
    if (part.added)
      return (
        <ins key={index} className={addedClass}>
          {part.value}
        </ins>
      )
    return <span key={index}>{part.value}</span>
  })
}

const columns = (
  headers: { before: string; after: string },
  description?: ObjectDescription,
): Column<FieldChange>[] => [
  {
    header: 'Campo',
    rowHeader: true,
    className: 'border-b border-line p-2 align-top font-normal',
    cell: (change) => <>{fieldPathLabel(change.path, description)}</>,
  },
  {
    header: headers.before,
    className: 'border-b border-line p-2 align-top',
    cell: (change) => <MarkedWords change={change} side="before" />,
  },
  {
    header: headers.after,
    className: 'border-b border-line p-2 align-top',
    cell: (change) => <MarkedWords change={change} side="after" />,
  },
]

/**
 * The changed fields from `before` to `after` (the headers name both); `description` names a
 * content field in its form's words (without it, an SEO record's field by the SEO form's).
 */
export function ChangeComparison({
  caption,
  changes,
  headers,
  description,
  empty,
}: {
  caption: string
  changes: FieldChange[]
  headers: { before: string; after: string }
  description?: ObjectDescription
  /** What to say when nothing changed. */
  empty: string
}) {
  if (changes.length === 0) return <p className="mt-2 text-muted">{empty}</p>
  return (
    <ScrollingTable
      boxClassName="mt-3"
      caption={{ text: caption, className: 'mb-1 text-left font-semibold text-brand-900' }}
      columns={columns(headers, description)}
      rows={changes}
      rowKey={(change) => change.path}
      headerClassName="border-b border-line p-2"
    >
      <p className="mt-1 text-xs text-muted">
        <del className={removedClass}>Tachado</del>: texto quitado.{' '}
        <ins className={addedClass}>Subrayado</ins>: texto añadido.
      </p>
    </ScrollingTable>
  )
}
