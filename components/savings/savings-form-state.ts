import type { SavingsEstimate } from '@/lib/savings/types'
import type { SavingsField, SavingsFieldErrors } from '@/lib/validations/savings-form'

/** The calculator form's fields, as its controls name them. */
export const savingsFormFields = [
  'town',
  'monthlyBill',
  'yearlyConsumption',
  'building',
  'orientation',
  'roofArea',
  'usage',
  'battery',
] as const satisfies readonly SavingsField[]

/** What the form shows: the values typed, a message per wrong field, the estimate when all are right. */
export type SavingsFormState = {
  values: Partial<Record<SavingsField, string>>
  errors: SavingsFieldErrors
  estimate: SavingsEstimate | null
}

/** The form before anything is typed: the defaults its controls show. */
export const initialSavingsForm: SavingsFormState = {
  values: { town: 'Cieza', building: 'vivienda', orientation: 'sur', usage: 'mixto' },
  errors: {},
  estimate: null,
}
