import figuresJson from '@/content/savings-figures.json'
import { savingsFiguresSchema } from '@/content/savings-figures'
import type { SavingsInput } from '@/lib/validations/savings-form'

/** The repository's figures for the savings calculator, as the schema reads them. */
export const repositoryFigures = savingsFiguresSchema.parse(figuresJson)

/** A house in Cieza paying 90 € a month, south roof, half its use by day, no battery; changed by `input`. */
export const ciezaHouse = (input: Partial<SavingsInput> = {}): SavingsInput => ({
  town: 'Cieza',
  monthlyBill: 90,
  building: 'vivienda',
  orientation: 'sur',
  usage: 'mixto',
  battery: false,
  ...input,
})
