import type { ChangeEventHandler } from 'react'
import { controlProps, FormField, inputClass } from '@/components/ui/form-field'

type Props = {
  id: string
  /** The form data's key. */
  name: string
  label: string
  hint: string
  error?: string
  marker?: 'required' | 'optional'
  /** Controlled when given, so a refused save keeps what was typed. */
  value?: string
  onChange?: ChangeEventHandler<HTMLInputElement>
}

/** A field for an address of the site (/…) or https://…: typed as written, neither completed nor spell-checked. */
export function PathField({ id, name, label, hint, error, marker, value, onChange }: Props) {
  return (
    <FormField id={id} label={label} marker={marker} hint={hint} error={error}>
      <input
        {...controlProps(id, { hint: true, error })}
        name={name}
        value={value}
        onChange={onChange}
        autoComplete="off"
        spellCheck={false}
        className={inputClass}
      />
    </FormField>
  )
}
