import { z } from 'zod'
import { parseTypedDate, typedDateError } from '@/lib/validations/typed-date'
import { buildingKinds, buildingNames, provinceNames, provinces } from './savings-names'
import { list, part, plainText } from './text-rules'

// The figures the savings calculator works with ('Datos del cálculo'): part of
// the calculator page's editable content, so staff change them in a draft,
// review and publish them like any text. Every figure has a Spanish label, a
// line of help saying where its default comes from, and a range outside which
// the editor refuses it with a message beside the field.

const spanishNumber = (value: number) => value.toLocaleString('es-ES', { maximumFractionDigits: 4 })

/** A figure between `min` and `max`, with its label and help. */
const figure = (label: string, help: string, min: number, max: number) =>
  z
    .number({ error: 'Escribe un número' })
    .min(min, { error: `No puede ser menor que ${spanishNumber(min)}` })
    .max(max, { error: `No puede ser mayor que ${spanishNumber(max)}` })
    .meta({ label, help })

/** A range 'de … a …' of a figure whose exact value varies from case to case. */
const range = (label: string, help: string, min: number, max: number, unit: string) =>
  part({
    min: figure(`Desde (${unit})`, help, min, max),
    max: figure(`Hasta (${unit})`, help, min, max),
  })
    .refine(({ min, max }) => min <= max, {
      path: ['max'],
      error: 'El «hasta» no puede ser menor que el «desde»',
    })
    .meta({ label })

const percent = (label: string, help: string, min = 0, max = 100) => figure(`${label} (%)`, help, min, max)

const provinceChoice = () =>
  z
    .enum(provinces, { error: 'Elige una provincia de la lista' })
    .meta({ label: 'Provincia', options: provinceNames })

/** A day as staff type it (dd/mm/aaaa). */
const typedDay = (label: string) =>
  z
    .string({ error: typedDateError })
    .trim()
    .max(10, { error: typedDateError })
    .refine((value) => parseTypedDate(value) !== null, { error: typedDateError })
    .meta({ label })

const provinceFiguresSchema = part({
  province: provinceChoice(),
  irradiation: figure(
    'Radiación anual sobre una placa orientada al sur con su mejor inclinación (kWh/m²)',
    'PVGIS (Comisión Europea): la horizontal de la provincia y un 10-15 % más por la inclinación',
    1200,
    2600,
  ),
  latitude: figure(
    'Latitud para una localidad que no está en la lista (grados norte)',
    'La de la capital de la provincia',
    36,
    41,
  ),
})

const townSchema = part({
  name: plainText(60).meta({ label: 'Nombre' }),
  province: provinceChoice(),
  latitude: figure('Latitud (grados norte)', 'Del mapa: marca la trayectoria del sol en cada mes', 36, 41),
  ibiPercent: percent('Rebaja del IBI', 'La que anuncia el ayuntamiento; 0 si no hay').optional(),
  ibiYears: figure('Años de rebaja del IBI', 'La que anuncia el ayuntamiento', 0, 10).optional(),
  ibiMaxPerYear: figure(
    'Tope de la rebaja del IBI por año (€)',
    'Si el ayuntamiento pone uno',
    0,
    5000,
  ).optional(),
  ibiMaxShareOfCost: percent(
    'Tope de la rebaja del IBI sobre el coste de la instalación',
    'Si el ayuntamiento pone uno',
  ).optional(),
  icioPercent: percent('Rebaja del ICIO (impuesto de obras)', 'La que anuncia el ayuntamiento').optional(),
})

const priceBandSchema = part({
  upToKwp: figure('Hasta esta potencia (kWp)', 'Las instalaciones mayores cuestan menos por kWp', 1, 1000),
  pricePerKwp: range(
    'Precio instalado por kWp',
    'Precios publicados por instaladores: 4.000-8.000 € por 3-6 kW en viviendas',
    300,
    4000,
    '€/kWp',
  ),
})

const aidSchema = part({
  name: plainText(120).meta({ label: 'Nombre' }),
  percent: percent('Parte del precio que cubre', '0 si la ayuda va por kWp'),
  perKwp: figure('Importe por kWp instalado (€)', '0 si la ayuda va por porcentaje', 0, 3000),
  perBatteryKwh: figure('Importe por kWh de batería (€)', '0 si no cubre baterías', 0, 3000),
  maxEur: figure('Tope (€)', 'El máximo que da la ayuda; vacío si no tiene', 0, 1000000).optional(),
  minInvestmentEur: figure('Inversión mínima (€)', 'Vacío si no pide ninguna', 0, 1000000).optional(),
  provinces: list(provinceChoice(), { min: 1, max: 4, noun: 'provincias' }).meta({
    label: 'Provincias donde se aplica',
    item: 'provincia',
  }),
  buildings: list(
    z
      .enum(buildingKinds, { error: 'Elige un tipo de edificio' })
      .meta({ label: 'Edificio', options: buildingNames }),
    { min: 1, max: 3, noun: 'tipos de edificio' },
  ).meta({ label: 'Para quién', item: 'tipo de edificio' }),
  condition: plainText(300).meta({ label: 'Condición que pide' }).optional(),
  endsOn: typedDay('Termina el (dd/mm/aaaa)').optional(),
})

const usageShares = part({
  day: range('Sobre todo de día', 'Estudios de autoconsumo: 55-70 %', 0, 100, '%'),
  mixed: range('Mitad y mitad', 'Estudios de autoconsumo: 35-50 %', 0, 100, '%'),
  night: range('Sobre todo de noche', 'Estudios de autoconsumo: 20-35 %', 0, 100, '%'),
  batteryExtra: range(
    'Puntos que añade una batería',
    'Una batería de un tercio del consumo diario: 20-30 puntos',
    0,
    100,
    '%',
  ),
  maxWithBattery: percent('Máximo con batería', 'Nunca más del 90 %'),
}).meta({ label: 'Parte de la producción que se gasta en casa' })

export const savingsFiguresSchema = part({
  provinces: list(provinceFiguresSchema, { min: 4, max: 4, noun: 'provincias' }).meta({
    label: 'Sol de cada provincia',
    item: 'provincia',
  }),
  towns: list(townSchema, { min: 1, max: 80, noun: 'localidades' }).meta({
    label: 'Localidades y sus rebajas de impuestos',
    item: 'localidad',
  }),
  performanceRatio: percent(
    'Rendimiento de la instalación',
    'Pérdidas del inversor, cables, calor y suciedad: 75-85 %, lo normal 80 %',
    50,
    95,
  ),
  lossSoutheastSouthwest: range(
    'Pérdida de un tejado al sureste o al suroeste',
    'PVGIS: unos puntos menos que al sur',
    0,
    30,
    '%',
  ),
  lossEastWest: range('Pérdida de un tejado al este o al oeste', 'La web indica 10-15 %', 0, 40, '%'),
  energyPrice: range(
    'Precio de la energía, impuestos incluidos',
    'Facturas de la zona: 0,13-0,20 €/kWh',
    0.03,
    0.6,
    '€/kWh',
  ),
  compensationPrice: range('Compensación por excedentes', 'La web indica 0,05-0,08 €/kWh', 0, 0.3, '€/kWh'),
  contractedPowerKw: figure('Potencia contratada de una casa (kW)', 'Lo habitual: 3,45-5,75 kW', 1, 15),
  powerPricePerKwDay: figure(
    'Término de potencia (€ por kW y día)',
    'Parte regulada de la factura: 0,08-0,12 €',
    0.01,
    0.5,
  ),
  meterRentalPerMonth: figure(
    'Alquiler del contador (€ al mes)',
    'Parte regulada de la factura: menos de 1 €',
    0,
    5,
  ),
  electricityTaxPercent: percent('Impuesto sobre la electricidad', 'Ley del impuesto: 5,11 %', 0, 10),
  vatPercent: percent('IVA de la factura', 'IVA general: 21 %', 0, 30),
  selfConsumption: usageShares,
  coveragePercent: percent(
    'Parte del consumo anual que cubre la instalación propuesta',
    'Criterio de la empresa al dimensionar',
    30,
    150,
  ),
  batteryShareOfDailyUse: percent(
    'Tamaño de la batería: parte del consumo de un día',
    'Un tercio del día: 33 %',
    5,
    100,
  ),
  panelWatts: figure('Potencia de cada placa (W)', 'La web indica 450-550 W', 200, 800),
  panelAreaM2: figure('Superficie de cada placa con su hueco (m²)', 'Fichas de fabricante: 2,0-2,6 m²', 1, 5),
  lifeYears: figure('Vida de las placas (años)', 'La web indica 25-30 años', 10, 40),
  yearlyLossPercent: percent('Pérdida de producción cada año', 'Fichas de fabricante: 0,4-0,7 %', 0, 3),
  studyAboveKwp: figure(
    'A partir de esta potencia, estudio a medida (kWp)',
    'La web indica más de 15 kW para empresas',
    3,
    100,
  ),
  priceBands: list(priceBandSchema, { min: 1, max: 8, noun: 'tramos' }).meta({
    label: 'Precio por tamaño de la instalación',
    item: 'tramo',
  }),
  batteryPricePerKwh: range(
    'Precio de la batería instalada',
    'Instaladores: 500-800 €/kWh',
    100,
    3000,
    '€/kWh',
  ),
  referenceIbi: figure(
    'IBI anual de una vivienda de referencia (€)',
    'Para calcular las rebajas del IBI',
    50,
    5000,
  ),
  icioRatePercent: percent(
    'Tipo del ICIO sobre el presupuesto',
    'Lo habitual en la zona: hasta el 4 %',
    0,
    5,
  ),
  aids: list(aidSchema, { max: 20, noun: 'ayudas' }).meta({ label: 'Ayudas y deducciones', item: 'ayuda' }),
})
  .superRefine(({ provinces: figures, priceBands }, context) => {
    provinces.forEach((province) => {
      if (!figures.some((entry) => entry.province === province))
        context.addIssue({
          code: 'custom',
          path: ['provinces'],
          message: `Faltan los datos de ${provinceNames[province]}`,
        })
    })
    priceBands.forEach((band, index) => {
      const previous = priceBands[index - 1]
      if (previous && band.upToKwp <= previous.upToKwp)
        context.addIssue({
          code: 'custom',
          path: ['priceBands', index, 'upToKwp'],
          message: 'Cada tramo debe llegar a más potencia que el anterior',
        })
    })
  })
  .meta({ label: 'Datos del cálculo' })

export type SavingsFigures = z.infer<typeof savingsFiguresSchema>
export type AidFigures = z.infer<typeof aidSchema>
export type TownFigures = z.infer<typeof townSchema>
