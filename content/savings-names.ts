// The savings calculator's names that the browser needs too (no schema
// library here: the calculator's page loads this file). Each choice is
// declared once, as its Spanish names; its list of values, in their order,
// is read from them.

/** A choice's values, in the order of its names: a non-empty tuple, as z.enum takes it. */
const valuesOf = <Value extends string>(names: Record<Value, string>) =>
  Object.keys(names) as [Value, ...Value[]]

export const provinceNames = {
  murcia: 'Región de Murcia',
  alicante: 'Alicante',
  valencia: 'Valencia',
  albacete: 'Albacete',
} as const
export type Province = keyof typeof provinceNames
export const provinces = valuesOf(provinceNames)

export const buildingNames = {
  vivienda: 'Vivienda',
  comunidad: 'Comunidad de vecinos',
  empresa: 'Empresa o nave',
} as const
export type BuildingKind = keyof typeof buildingNames
export const buildingKinds = valuesOf(buildingNames)

export const orientationNames = {
  sur: 'Sur',
  'sureste-suroeste': 'Sureste o suroeste',
  'este-oeste': 'Este u oeste',
  plana: 'Cubierta plana',
} as const
export type Orientation = keyof typeof orientationNames
export const orientations = valuesOf(orientationNames)

export const usageNames = {
  dia: 'Sobre todo de día',
  mixto: 'Mitad y mitad',
  noche: 'Sobre todo de noche',
} as const
export type Usage = keyof typeof usageNames
export const usages = valuesOf(usageNames)

/** The calculator's page, whose editable content carries these figures. */
export const savingsPagePath = '/calcular-ahorro-placas-solares'
