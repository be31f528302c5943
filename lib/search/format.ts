// Search figures as 'Resultados' writes them, in Spanish: '1234', '12.345', '3,2 %', '7,4'.

const whole = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const dash = '—'

export const formatCount = (value: number) => whole.format(value)
/** A rate (0.032) as a percentage: '3,2 %'. */
export const formatRate = (value: number | null) =>
  value === null ? dash : `${oneDecimal.format(value * 100)} %`
export const formatPosition = (value: number | null) => (value === null ? dash : oneDecimal.format(value))
export const formatPer100 = (value: number | null) => (value === null ? dash : oneDecimal.format(value))

/** The change from `before` to `now`, signed ('+12', '−3'), or a dash when either is missing. */
export function formatChange(now: number | null, before: number | null, format: (value: number) => string) {
  if (now === null || before === null) return dash
  const change = now - before
  if (Math.abs(change) < 1e-9) return '='
  return `${change > 0 ? '+' : '−'}${format(Math.abs(change))}`
}
