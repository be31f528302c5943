import type { SavingsFigures } from '@/content/savings-figures'
import { readSavingsInput, type SavingsFieldErrors, type SavingsInput } from '@/lib/validations/savings-form'
import { findPlace } from './place'

/** What the visitor gave, read and checked against the figures' towns; or a message per wrong field. */
export function checkSavingsInput(
  raw: Record<string, unknown>,
  figures: SavingsFigures,
): { ok: true; input: SavingsInput } | { ok: false; errors: SavingsFieldErrors } {
  const read = readSavingsInput(raw)
  const townError =
    typeof raw.town === 'string' && raw.town.trim() && !findPlace(figures, raw.town.trim())
      ? 'Elige una localidad de la lista: calculamos para Murcia, Alicante, Valencia y Albacete'
      : undefined
  if (read.ok && !townError) return read
  const errors = read.ok ? {} : read.errors
  return { ok: false, errors: townError ? { ...errors, town: townError } : errors }
}
