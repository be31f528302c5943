// The savings calculator's names that the browser needs too (no schema
// library here: the calculator's page loads this file).

export const provinces = ['murcia', 'alicante', 'valencia', 'albacete'] as const
export type Province = (typeof provinces)[number]

export const provinceNames: Record<Province, string> = {
  murcia: 'Región de Murcia',
  alicante: 'Alicante',
  valencia: 'Valencia',
  albacete: 'Albacete',
}

export const buildingKinds = ['vivienda', 'comunidad', 'empresa'] as const
export type BuildingKind = (typeof buildingKinds)[number]
export const buildingNames: Record<BuildingKind, string> = {
  vivienda: 'Vivienda',
  comunidad: 'Comunidad de vecinos',
  empresa: 'Empresa o nave',
}

/** The calculator's page, whose editable content carries these figures. */
export const savingsPagePath = '/calcular-ahorro-placas-solares'
