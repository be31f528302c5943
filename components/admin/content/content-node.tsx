'use client'

import { memo, useLayoutEffect, useRef } from 'react'
import { controlProps, FormField, inputClass } from '@/components/ui/form-field'
import { readSpanishNumber } from '@/lib/validations/spanish-number'
import { useContentForm } from './content-form-context'
import type {
  ChoiceDescription,
  FieldDescription,
  NamedField,
  NumberDescription,
  ObjectDescription,
  TextDescription,
  VariantsDescription,
} from '@/lib/content/describe-schema'
import { emptyValue } from './empty-value'
import { FieldGroup } from './field-group'
import { ListFields } from './list-fields'
import { PhotoField } from './photo-field'
import { smallButton, topLevelBox, topLevelLegend } from './styles'
import { TableFields, tableParts } from './table-fields'
import { pathId, pathKey, type ValuePath } from './value-path'

type NodeProps<F extends FieldDescription = FieldDescription> = {
  field: F
  path: ValuePath
  value: unknown
  /** The label shown, when it is not the field's own: 'Párrafo 2', 'Sección 3 · Tabla: «…»'. */
  label?: string
}

/**
 * One place of the content: the editor its description calls for, or read-only text if it is
 * edited elsewhere. A change replaces only the objects on its path, so every other place keeps
 * its value and is not rendered again.
 */
export const FieldNode = memo(
  FieldNodeOf,
  (before, after) =>
    before.field === after.field &&
    before.value === after.value &&
    before.label === after.label &&
    pathKey(before.path) === pathKey(after.path),
)

function FieldNodeOf(props: NodeProps) {
  const { locked } = useContentForm()
  const { field, path, value, label = field.label } = props
  const href = locked.get(pathKey(path))
  if (href !== undefined) return <LockedField label={label} value={value} href={href} />
  switch (field.type) {
    case 'text':
      return <TextField {...props} field={field} label={label} />
    case 'number':
      return <NumberField {...props} field={field} label={label} />
    case 'choice':
      return <ChoiceField {...props} field={field} label={label} />
    case 'fixed':
      return value === undefined ? null : (
        <p className="text-sm text-muted">
          {label}: <span className="font-mono">{String(value)}</span>
        </p>
      )
    case 'photo':
      return <PhotoField {...props} field={field} label={label} alt={undefined} />
    case 'object':
      return <ObjectField {...props} field={field} label={label} />
    case 'variants':
      return <VariantsField {...props} field={field} label={label} />
    case 'list':
      return <ListFields {...props} field={field} label={label} />
  }
}

/** The drawings a chosen photo shows in place of: their field hides while the photo is chosen. */
const replacedByPhoto = new Set(['artwork', 'src'])

/** The fields of an object, in the schema's order; a table's columns and rows are edited together. */
export function Fields({ fields, path, value }: { fields: NamedField[]; path: ValuePath; value: unknown }) {
  const object = (value ?? {}) as Record<string, unknown>
  const table = tableParts(fields)
  const showsPhoto = typeof object.photo === 'string' && fields.some(({ field }) => field.type === 'photo')
  return fields.map(({ name, field }) => {
    // The kind is in the section's legend; it is never edited.
    if (name === 'kind') return null
    // Kept in the content (it shows again once the photo is removed), but not offered meanwhile.
    if (showsPhoto && replacedByPhoto.has(name)) return null
    if (table && name === 'rows') return null
    // A photo fills its picture's alt text when chosen: it is given the alt beside it.
    if (field.type === 'photo')
      return (
        <PhotoField
          key={name}
          field={field}
          path={[...path, name]}
          value={object[name]}
          alt={typeof object.alt === 'string' ? object.alt : undefined}
          label={field.label}
        />
      )
    if (table && name === 'columns')
      return <TableFields key={name} {...table} path={path} columns={object.columns} rows={object.rows} />
    return <FieldNode key={name} field={field} path={[...path, name]} value={object[name]} />
  })
}

function TextField({ field, path, value, label }: NodeProps<TextDescription> & { label: string }) {
  const { update, errors } = useContentForm()
  const id = pathId(path)
  const text = typeof value === 'string' ? value : ''
  const parts = {
    hint: field.help,
    error: errors[pathKey(path)],
    counter: { length: text.length, max: field.maxLength },
  }
  const props = {
    ...controlProps(id, parts),
    value: text,
    className: inputClass,
    onChange: (event: { target: { value: string } }) => {
      // Texts are single paragraphs (a list holds several): a line break typed or pasted becomes a space.
      const typed = event.target.value.replace(/\r\n?|\n/g, ' ')
      update(path, () => (typed === '' && field.optional ? undefined : typed))
    },
  }
  return (
    <FormField id={id} label={label} marker={field.optional ? 'optional' : undefined} {...parts}>
      {field.multiline ? (
        // Grows with its text where the browser can (field-sizing), else shows a few rows.
        <textarea
          rows={field.maxLength >= 1000 ? 5 : 3}
          {...props}
          className={`${inputClass} field-sizing-content ${field.maxLength >= 1000 ? 'min-h-28' : 'min-h-12'}`}
        />
      ) : (
        <input {...props} />
      )}
    </FormField>
  )
}

/**
 * A figure, written the Spanish way ('0,14'). What does not read as a number
 * yet ('0,') stays as typed, so typing goes on; saving it is refused with the
 * schema's message beside the field.
 */
function NumberField({ field, path, value, label }: NodeProps<NumberDescription> & { label: string }) {
  const { update, errors } = useContentForm()
  const id = pathId(path)
  const parts = { hint: field.help, error: errors[pathKey(path)] }
  const shown =
    typeof value === 'number' ? String(value).replace('.', ',') : typeof value === 'string' ? value : ''
  return (
    <FormField id={id} label={label} marker={field.optional ? 'optional' : undefined} {...parts}>
      <input
        {...controlProps(id, parts)}
        inputMode="decimal"
        className={`${inputClass} max-w-48`}
        value={shown}
        onChange={(event) => {
          const typed = event.target.value.trim()
          const number = readSpanishNumber(typed)
          update(path, () =>
            typed === '' && field.optional
              ? undefined
              : number === undefined || Number.isNaN(number)
                ? typed
                : number,
          )
        }}
      />
    </FormField>
  )
}

function ChoiceField({ field, path, value, label }: NodeProps<ChoiceDescription> & { label: string }) {
  const { update, errors } = useContentForm()
  const id = pathId(path)
  const parts = { error: errors[pathKey(path)] }
  const chosen = value === undefined ? '' : String(value)
  // React resets the form after every save (a form action), and a reset shows
  // each select's default option: React's `value` sets the option shown but not
  // that default, so the first option would show while the value is another.
  // Marking the chosen option as the default keeps it through the reset.
  const select = useRef<HTMLSelectElement>(null)
  useLayoutEffect(() => {
    for (const option of select.current?.options ?? []) option.defaultSelected = option.value === chosen
  }, [chosen])
  return (
    <FormField id={id} label={label} {...parts}>
      <select
        ref={select}
        {...controlProps(id, parts)}
        className={inputClass}
        value={chosen}
        onChange={(event) => {
          const chosen = field.options.find((option) => String(option.value) === event.target.value)
          update(path, () => chosen?.value)
        }}
      >
        {field.options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  )
}

function ObjectField({ field, path, value, label }: NodeProps<ObjectDescription> & { label: string }) {
  const { update, focusAfterRender } = useContentForm()
  const id = pathId(path)
  if (value === undefined)
    return (
      <div>
        <button
          type="button"
          id={`${id}-anadir`}
          className={smallButton}
          onClick={() => {
            update(path, () => emptyValue(field))
            focusAfterRender(id)
          }}
        >
          Añadir {label.toLowerCase()}
        </button>
      </div>
    )
  return (
    <FieldGroup
      path={path}
      legend={label}
      legendClassName={path.length === 1 ? topLevelLegend : 'px-1 font-semibold text-brand-900'}
      className={`grid min-w-0 gap-4 ${path.length === 1 ? topLevelBox : 'rounded-lg border border-line p-3'}`}
    >
      <Fields fields={field.fields} path={path} value={value} />
      {field.optional ? (
        <div>
          <button
            type="button"
            className={`${smallButton} text-danger`}
            onClick={() => {
              update(path, () => undefined)
              focusAfterRender(`${id}-anadir`)
            }}
          >
            Quitar {label.toLowerCase()}
          </button>
        </div>
      ) : null}
    </FieldGroup>
  )
}

/** A section: the fields of its kind; the kind itself is fixed. */
function VariantsField({ field, path, value, label }: NodeProps<VariantsDescription> & { label: string }) {
  const kind = (value as { kind?: unknown } | undefined)?.kind
  const variant =
    typeof kind === 'string' && Object.hasOwn(field.variants, kind) ? field.variants[kind] : undefined
  return (
    <FieldGroup
      path={path}
      legend={label}
      legendClassName="mb-2 text-lg font-bold text-brand-900"
      className="grid min-w-0 gap-4"
    >
      {variant ? (
        <Fields fields={variant.fields} path={path} value={value} />
      ) : (
        <p className="text-danger">Esta sección es de un tipo que el formulario no conoce.</p>
      )}
    </FieldGroup>
  )
}

function LockedField({ label, value, href }: { label: string; value: unknown; href: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-400 bg-surface p-3">
      <p className="font-semibold text-brand-900">{label}</p>
      <div className="mt-1">
        <ReadOnly value={value} />
      </div>
      <a href={href} className="mt-1 inline-block text-sm font-semibold text-brand-800 underline">
        Se edita en la parte SEO
      </a>
    </div>
  )
}

/** A value as text: a list item by item, an object's first text in bold (a question above its answer). */
function ReadOnly({ value }: { value: unknown }) {
  if (Array.isArray(value))
    return (
      <ul className="grid list-disc gap-2 pl-5">
        {value.map((item, index) => (
          <li key={index}>
            <ReadOnly value={item} />
          </li>
        ))}
      </ul>
    )
  if (value && typeof value === 'object') {
    const [first, ...rest] = Object.values(value)
    return (
      <>
        <p className="font-semibold">
          <ReadOnly value={first} />
        </p>
        {rest.map((part, index) => (
          <div key={index}>
            <ReadOnly value={part} />
          </div>
        ))}
      </>
    )
  }
  return value === undefined ? null : <>{String(value)}</>
}
