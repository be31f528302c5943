// Numbers as people type them in Spain, in a form's text field.

/**
 * A number as people type it in Spain: '90', '90,5', '1.200', '1.200,50'.
 * undefined when empty, NaN when it is not a number.
 */
export function readSpanishNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return undefined
  let text = value.trim().replace(/\s|€/g, '')
  if (!text) return undefined
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.')
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '')
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN
}
