import type { SavingsFigures, TownFigures } from '@/content/savings-figures'
import { provinceNames, type Province } from '@/content/savings-names'
import { otherTownProvince } from '@/lib/validations/savings-form'

export type Place = {
  /** As shown: 'Cieza', 'otra localidad de Alicante'. */
  name: string
  province: Province
  latitude: number
  /** The town's own figures (its tax rebates), when it is on the list. */
  town: TownFigures | null
}

/** The town the visitor chose, on the figures' list or 'another town' of one of the four provinces; null otherwise. */
export function findPlace(figures: SavingsFigures, town: string): Place | null {
  const listed = figures.towns.find((entry) => entry.name === town)
  if (listed) return { name: listed.name, province: listed.province, latitude: listed.latitude, town: listed }
  const province = otherTownProvince(town)
  const provinceFigures = province && figures.provinces.find((entry) => entry.province === province)
  if (!province || !provinceFigures) return null
  return {
    name: `otra localidad de ${provinceNames[province]}`,
    province,
    latitude: provinceFigures.latitude,
    town: null,
  }
}
