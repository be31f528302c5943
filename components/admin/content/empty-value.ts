import type { FieldDescription } from '@/lib/content/describe-schema'

/** A new item of a list, or an optional field being added: empty texts and figures, the first choice, required fields only. */
export function emptyValue(field: FieldDescription): unknown {
  switch (field.type) {
    case 'text':
      return ''
    case 'choice':
      return field.options[0]?.value
    case 'number':
    case 'fixed':
    case 'photo':
    case 'variants':
      return undefined
    case 'list':
      return Array.from({ length: field.minItems }, () => emptyValue(field.item))
    case 'object':
      return Object.fromEntries(
        field.fields
          .filter(({ field }) => !field.optional && field.type !== 'fixed')
          .map(({ name, field }) => [name, emptyValue(field)]),
      )
  }
}
