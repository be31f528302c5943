import { z } from 'zod'
import { provinces } from '@/content/savings-names'

// What the savings calculator answers. A schema, because a quote request
// stores the answer (storedEstimateSchema) and the database's copy is parsed
// back; components and the model import only the types.

export type { SavingsFigures } from '@/content/savings-figures'
export type { Province, BuildingKind } from '@/content/savings-names'

/** A figure known only within a range: every uncertain result is one. */
export const rangeSchema = z.strictObject({ min: z.number(), max: z.number() })
export type Range = z.infer<typeof rangeSchema>

export const studyReasons = ['empresa', 'potencia', 'tejado'] as const

const countedAidSchema = z.strictObject({
  name: z.string().max(120),
  amount: rangeSchema,
  /** What the aid asks for, when it asks for something. */
  condition: z.string().max(300).optional(),
})

const endedAidSchema = z.strictObject({ name: z.string().max(120), endedOn: z.iso.date() })

const monthSchema = z.strictObject({ productionKwh: z.number(), consumptionKwh: z.number() })

export const savingsEstimateSchema = z.strictObject({
  /** The town's name as shown ('Cieza', 'otra localidad de Alicante'). */
  placeName: z.string().max(120),
  province: z.enum(provinces),
  latitude: z.number(),
  /** No figure stands for this case: a study is needed (why, if so). */
  needsStudy: z.boolean(),
  studyReason: z.enum(studyReasons).nullable(),
  consumptionKwh: rangeSchema,
  sizeKwp: rangeSchema,
  panels: rangeSchema,
  panelWatts: z.number(),
  /** The roof's area, not the consumption, set the size. */
  limitedByRoof: z.boolean(),
  batteryKwh: z.number().nullable(),
  yieldPerKwp: rangeSchema,
  productionKwh: rangeSchema,
  selfConsumedPercent: rangeSchema,
  selfConsumedKwh: rangeSchema,
  surplusKwh: rangeSchema,
  savingPerYear: rangeSchema,
  /** The saving as a share of what the visitor pays a year. */
  billPercent: rangeSchema,
  price: rangeSchema,
  aids: z.array(countedAidSchema).max(30),
  endedAids: z.array(endedAidSchema).max(30),
  priceAfterAids: rangeSchema,
  paybackYears: rangeSchema,
  lifeYears: z.number(),
  lifetimeSaving: rangeSchema,
  /** January to December: the middle of the range of each. */
  months: z.array(monthSchema).length(12),
})

export type SavingsEstimate = z.infer<typeof savingsEstimateSchema>
export type CountedAid = z.infer<typeof countedAidSchema>
export type EndedAid = z.infer<typeof endedAidSchema>
