'use client'

import { useEffect, useRef, useState } from 'react'
import { controlProps, FormField, type FieldParts } from '@/components/ui/form-field'

/**
 * A file field that reads in Spanish whatever the browser's language: a button 'Elegir
 * archivo' (or 'Elegir archivos') and the chosen names, or 'Ningún archivo elegido'. The
 * native input stays under it, visually hidden but the one control: Tab reaches it, Space
 * opens the picker, a screen reader names it by the label and reads the chosen names.
 * With `onChoose`, each choice is handed over instead, for the caller to show: the picker
 * then lists no names, and empties itself so that the same file can be chosen again.
 */
export function FilePicker({
  id,
  name,
  label,
  accept,
  multiple = false,
  required = false,
  hint,
  error,
  className,
  onChoose,
}: Omit<FieldParts, 'counter'> & {
  id: string
  /** The form data's key; none when `onChoose` takes the files. */
  name?: string
  label: string
  accept?: string
  multiple?: boolean
  required?: boolean
  className?: string
  onChoose?: (files: File[]) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const [names, setNames] = useState<string[]>([])
  // A form reset (a server action's form resets after its answer) empties the input: the names go too.
  useEffect(() => {
    const form = input.current?.form
    const clear = () => setNames([])
    form?.addEventListener('reset', clear)
    return () => form?.removeEventListener('reset', clear)
  }, [])
  // The caller that takes the files shows them: this line would go on naming files already handed over.
  const chosenId = onChoose ? undefined : `${id}-elegidos`
  const described = controlProps(id, { hint, error })
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          name={name}
          accept={accept}
          multiple={multiple}
          required={required}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            if (!onChoose) return setNames(files.map((file) => file.name))
            if (files.length) onChoose(files)
            event.target.value = ''
          }}
          {...described}
          aria-describedby={[chosenId, described['aria-describedby']].filter(Boolean).join(' ')}
          className="peer sr-only"
        />
        {/* For the mouse: the input above is the control for the keyboard and screen readers. */}
        <span
          aria-hidden="true"
          onClick={() => input.current?.click()}
          className="cursor-pointer rounded-lg border border-slate-400 bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm hover:border-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
        >
          {multiple ? 'Elegir archivos' : 'Elegir archivo'}
        </span>
        {chosenId ? (
          <span id={chosenId} className="min-w-0 text-sm break-words text-muted">
            {names.length ? names.join(', ') : 'Ningún archivo elegido'}
          </span>
        ) : null}
      </div>
    </FormField>
  )
}
