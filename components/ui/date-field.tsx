'use client'

import { useState } from 'react'
import { controlProps, FormField, inputClass } from '@/components/ui/form-field'
import {
  datePattern,
  dateTimePattern,
  parseTypedDate,
  parseTypedDateTime,
  typedDate,
  typedDateError,
  typedDateTime,
  typedDateTimeError,
} from '@/lib/validations/typed-date'

const kinds = {
  date: { pattern: datePattern, parse: parseTypedDate, show: typedDate, error: typedDateError },
  dateTime: {
    pattern: dateTimePattern,
    parse: parseTypedDateTime,
    show: typedDateTime,
    error: typedDateTimeError,
  },
}

/**
 * A day (dd/mm/aaaa), or a day and time (dd/mm/aaaa hh:mm), typed in a text field: it reads
 * in Spanish whatever the browser's language, where the browser's date control does not.
 * Checked when the field is left; the server parses it again. Empty is allowed (the server
 * says whether it may be).
 */
export function DateField({
  id,
  name,
  label,
  value,
  kind = 'date',
  hint,
  error,
  className,
}: {
  id: string
  hint?: string
  error?: string
  name: string
  label: string
  /** The stored value: '2027-03-31', or '2027-03-31T09:30' for a day and time; empty for none. */
  value: string
  kind?: keyof typeof kinds
  className?: string
}) {
  const { pattern, parse, show, error: formatError } = kinds[kind]
  const [typedWrong, setTypedWrong] = useState(false)
  const parts = {
    hint: hint ? `${hint} Formato: ${pattern}.` : `Formato: ${pattern}.`,
    error: typedWrong ? formatError : error,
  }
  return (
    <FormField id={id} label={label} {...parts} className={className}>
      <input
        key={value}
        type="text"
        name={name}
        defaultValue={show(value)}
        inputMode="numeric"
        autoComplete="off"
        placeholder={pattern}
        onBlur={(event) => setTypedWrong(event.target.value.trim() !== '' && !parse(event.target.value))}
        onChange={() => setTypedWrong(false)}
        {...controlProps(id, parts)}
        className={`${inputClass} sm:w-auto`}
      />
    </FormField>
  )
}
