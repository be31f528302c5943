import { z } from 'zod'
import { savingsEstimateSchema } from '@/lib/savings/types'
import { readSavingsInput, type SavingsInput } from './savings-form'

// The savings calculator's input as the server checks it (a form's fields or a
// stored estimate's JSON), each wrong field with its Spanish message, and what
// a quote request keeps of an estimate.

export const savingsInputSchema = z
  .record(z.string(), z.unknown(), { error: 'Faltan los datos del cálculo' })
  .transform((raw, context): SavingsInput => {
    const read = readSavingsInput(raw)
    if (read.ok) return read.input
    for (const [field, message] of Object.entries(read.errors))
      context.addIssue({ code: 'custom', path: [field], message, input: raw[field] })
    return z.NEVER
  })

export type { SavingsInput }

export const storedEstimateSchema = z.strictObject({
  /** The figures' version: the calculator page's published revision, or 'repositorio'. */
  version: z.string().min(1).max(40),
  input: savingsInputSchema,
  estimate: savingsEstimateSchema,
})

export type StoredEstimate = z.output<typeof storedEstimateSchema>
