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

export const orientations = ['sur', 'sureste-suroeste', 'este-oeste', 'plana'] as const
export type Orientation = (typeof orientations)[number]
export const orientationNames: Record<Orientation, string> = {
  sur: 'Sur',
  'sureste-suroeste': 'Sureste o suroeste',
  'este-oeste': 'Este u oeste',
  plana: 'Cubierta plana',
}

export const usages = ['dia', 'mixto', 'noche'] as const
export type Usage = (typeof usages)[number]
export const usageNames: Record<Usage, string> = {
  dia: 'Sobre todo de día',
  mixto: 'Mitad y mitad',
  noche: 'Sobre todo de noche',
}

/** The calculator's page, whose editable content carries these figures. */
export const savingsPagePath = '/calcular-ahorro-placas-solares'
