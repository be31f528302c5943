import {
  buildingKinds,
  orientations,
  provinces,
  usages,
  type BuildingKind,
  type Orientation,
  type Province,
  type Usage,
} from '@/content/savings-names'
import { readSpanishNumber } from './spanish-number'

// What a visitor gives the savings calculator, read from the form's text (or a
// stored estimate's JSON) with a Spanish message per field. Plain code with no
// library, because the browser reads the form with it as the visitor types;
// savingsInputSchema (savings.ts) wraps it for the server.

/** The value of the town list's 'another town of this province' option. */
export const otherTownValue = (province: Province) => `otra:${province}`
export const otherTownProvince = (town: string): Province | null =>
  provinces.find((province) => otherTownValue(province) === town) ?? null

export type SavingsInput = {
  /** A town of the figures' list, or otherTownValue(province). */
  town: string
  /** EUR a month, taxes included; or the yearly consumption: at least one. */
  monthlyBill?: number
  /** kWh a year; used instead of the bill when both are given. */
  yearlyConsumption?: number
  building: BuildingKind
  orientation: Orientation
  /** Usable roof area in m², if known. */
  roofArea?: number
  usage: Usage
  battery: boolean
}

export type SavingsField = keyof SavingsInput
export type SavingsFieldErrors = Partial<Record<SavingsField, string>>

export const savingsBounds = {
  monthlyBill: { min: 25, max: 10000 },
  yearlyConsumption: { min: 300, max: 500000 },
  roofArea: { min: 1, max: 20000 },
} as const

const es = (value: number) => value.toLocaleString('es-ES')

type NumberRule = { min: number; max: number; unit: string; name: string; example: string }

function numberError(value: number, { min, max, unit, name, example }: NumberRule): string | null {
  if (Number.isNaN(value)) return `Escribe ${name} solo con cifras, por ejemplo ${example}`
  if (value < 0) return `Escribe ${name} sin signo menos: no puede ser negativo`
  if (value < min || value > max) return `Escribe ${name} entre ${es(min)} y ${es(max)} ${unit}`
  return null
}

const rules = {
  monthlyBill: { name: 'lo que pagas al mes', unit: '€', example: '90', ...savingsBounds.monthlyBill },
  yearlyConsumption: {
    name: 'tu consumo al año',
    unit: 'kWh',
    example: '4.500',
    ...savingsBounds.yearlyConsumption,
  },
  roofArea: { name: 'la superficie', unit: 'm²', example: '40', ...savingsBounds.roofArea },
} satisfies Record<string, NumberRule>

function choice<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined
}

const TOWN = /^[\p{L}\p{N} '.:()-]{1,80}$/u

/** The visitor's input, or a message for each field that is wrong. */
export function readSavingsInput(
  raw: Record<string, unknown>,
): { ok: true; input: SavingsInput } | { ok: false; errors: SavingsFieldErrors } {
  const errors: SavingsFieldErrors = {}
  const town = typeof raw.town === 'string' ? raw.town.trim() : ''
  if (!TOWN.test(town)) errors.town = 'Elige tu localidad en la lista'

  const numbers: Partial<Record<keyof typeof rules, number>> = {}
  for (const field of Object.keys(rules) as (keyof typeof rules)[]) {
    const value = readSpanishNumber(raw[field])
    if (value === undefined) continue
    const error =
      field === 'roofArea' && value === 0
        ? 'La superficie debe ser mayor que 0 m² (o déjala en blanco)'
        : numberError(value, rules[field])
    if (error) errors[field] = error
    else numbers[field] = value
  }
  if (
    numbers.monthlyBill === undefined &&
    numbers.yearlyConsumption === undefined &&
    !errors.monthlyBill &&
    !errors.yearlyConsumption
  )
    errors.monthlyBill = 'Escribe lo que pagas de luz al mes, o tu consumo al año'

  const building = choice(raw.building, buildingKinds)
  if (!building) errors.building = 'Elige el tipo de edificio'
  const orientation = choice(raw.orientation, orientations)
  if (!orientation) errors.orientation = 'Elige hacia dónde mira el tejado'
  const usage = choice(raw.usage, usages)
  if (!usage) errors.usage = 'Elige cuándo gastas más luz'
  const battery =
    raw.battery === true || raw.battery === 'on' || raw.battery === 'true' || raw.battery === 'si'

  if (Object.keys(errors).length > 0 || !building || !orientation || !usage) return { ok: false, errors }
  return {
    ok: true,
    input: {
      town,
      ...(numbers.monthlyBill !== undefined && { monthlyBill: numbers.monthlyBill }),
      ...(numbers.yearlyConsumption !== undefined && { yearlyConsumption: numbers.yearlyConsumption }),
      building,
      orientation,
      ...(numbers.roofArea !== undefined && { roofArea: numbers.roofArea }),
      usage,
      battery,
    },
  }
}
