import { parseTypedDate } from '@/lib/validations/typed-date'
import type { SavingsInput } from '@/lib/validations/savings-form'
import { findPlace, type Place } from './place'
import { DAYS_IN_MONTH, monthlyShares } from './sun'
import type { CountedAid, EndedAid, Range, SavingsEstimate, SavingsFigures } from './types'

// The savings calculator's model: pure, no I/O, small enough for the browser.
// Where a figure is only known within a range (a roof's loss, the share used at
// home, prices), the model runs twice: once with every such figure at its
// cautious end and once at its favourable end; each result is the range
// between the two runs. Money before taxes is what the bill's energy part is
// made of; the saving shown is that, with the bill's taxes on top.

type End = 'min' | 'max'
/** The cautious run takes these ends of each range; the favourable run the other ones. */
const cautious = { loss: 'max', share: 'min', energyPrice: 'min', compensation: 'min', price: 'max' } as const
const favourable = {
  loss: 'min',
  share: 'max',
  energyPrice: 'max',
  compensation: 'max',
  price: 'min',
} as const
type Ends = { [Key in keyof typeof cautious]: End }

const DAYS_IN_YEAR = 365
/** Payback beyond this many years is shown as 'more than the panels' life'. */
const NO_PAYBACK = 99

/** `value` to the nearest `step`, without binary fractions' tails (2.5000000000000004). */
const round = (value: number, step: number) => Number((Math.round(value / step) * step).toFixed(2))
const rangeOf = (a: number, b: number, step: number): Range => ({
  min: round(Math.min(a, b), step),
  max: round(Math.max(a, b), step),
})

/** Whether an aid's end date (dd/mm/aaaa) is before `today` (YYYY-MM-DD). */
export function endedBefore(endsOn: string | undefined, today: string): string | null {
  const day = endsOn ? parseTypedDate(endsOn) : null
  return day !== null && day < today ? day : null
}

function orientationLoss(input: SavingsInput, figures: SavingsFigures, end: End): number {
  if (input.orientation === 'sureste-suroeste') return figures.lossSoutheastSouthwest[end]
  if (input.orientation === 'este-oeste') return figures.lossEastWest[end]
  return 0 // south, or a flat roof where the panels stand on frames facing south
}

function usageShare(input: SavingsInput, figures: SavingsFigures, end: End): number {
  const shares = figures.selfConsumption
  const base = { dia: shares.day, mixto: shares.mixed, noche: shares.night }[input.usage][end]
  return input.battery ? Math.min(base + shares.batteryExtra[end], shares.maxWithBattery) : base
}

function pricePerKwp(figures: SavingsFigures, kwp: number, end: End): number {
  const band = figures.priceBands.find((entry) => kwp <= entry.upToKwp) ?? figures.priceBands.at(-1)!
  return band.pricePerKwp[end]
}

/** The bill's taxes: the electricity tax, then IVA on top. */
const taxFactor = (figures: SavingsFigures) =>
  (1 + figures.electricityTaxPercent / 100) * (1 + figures.vatPercent / 100)

/** What the visitor pays a year without taxes for the power contracted and the meter. */
const fixedPerYear = (figures: SavingsFigures) =>
  figures.contractedPowerKw * figures.powerPricePerKwDay * DAYS_IN_YEAR + figures.meterRentalPerMonth * 12

/** The yearly bill, its energy part (no fixed charges, no taxes) and the kWh it buys, at this energy price. */
function yearlyUse(input: SavingsInput, figures: SavingsFigures, energyPrice: number) {
  const taxes = taxFactor(figures)
  const pricePreTax = energyPrice / taxes
  if (input.yearlyConsumption !== undefined) {
    const energyPart = input.yearlyConsumption * pricePreTax
    return {
      consumption: input.yearlyConsumption,
      energyPart,
      bill: (energyPart + fixedPerYear(figures)) * taxes,
      pricePreTax,
    }
  }
  const bill = (input.monthlyBill ?? 0) * 12
  const energyPart = Math.max(0, bill / taxes - fixedPerYear(figures))
  return { consumption: energyPart / pricePreTax, energyPart, bill, pricePreTax }
}

/** Years until the saving, falling each year with the panels' output, pays back `cost`. */
function paybackYears(cost: number, firstYear: number, figures: SavingsFigures): number {
  if (cost <= 0) return 0
  const keep = 1 - figures.yearlyLossPercent / 100
  let paid = 0
  for (let year = 0; year < NO_PAYBACK; year++) {
    const saving = firstYear * keep ** year
    if (paid + saving >= cost) return year + (cost - paid) / saving
    paid += saving
  }
  return NO_PAYBACK
}

function lifetimeSaving(firstYear: number, figures: SavingsFigures): number {
  const keep = 1 - figures.yearlyLossPercent / 100
  let total = 0
  for (let year = 0; year < figures.lifeYears; year++) total += firstYear * keep ** year
  return total
}

type Context = {
  input: SavingsInput
  figures: SavingsFigures
  place: Place
  today: string
  batteryKwh: number
}

/** The aid that applies to this case and has not ended, and the town's tax rebates, for one run. */
function countAids({ input, figures, place, today, batteryKwh }: Context, kwp: number, price: number) {
  const aids: { name: string; amount: number; condition?: string }[] = []
  for (const aid of figures.aids) {
    if (!aid.provinces.includes(place.province) || !aid.buildings.includes(input.building)) continue
    if (endedBefore(aid.endsOn, today)) continue
    if (aid.minInvestmentEur !== undefined && price < aid.minInvestmentEur) continue
    const amount = (aid.percent / 100) * price + aid.perKwp * kwp + aid.perBatteryKwh * batteryKwh
    aids.push({
      name: aid.name,
      amount: Math.min(amount, aid.maxEur ?? Number.POSITIVE_INFINITY),
      ...(aid.condition && { condition: aid.condition }),
    })
  }
  const town = place.town
  if (town?.ibiPercent && town.ibiYears && input.building === 'vivienda') {
    const perYear = Math.min(
      (figures.referenceIbi * town.ibiPercent) / 100,
      town.ibiMaxPerYear ?? Number.POSITIVE_INFINITY,
    )
    const cap = town.ibiMaxShareOfCost !== undefined ? (price * town.ibiMaxShareOfCost) / 100 : Infinity
    aids.push({
      name: `Rebaja del IBI en ${town.name}: ${town.ibiPercent} % durante ${town.ibiYears} años`,
      amount: Math.min(perYear * town.ibiYears, cap),
      condition: `Calculada sobre un IBI de ${figures.referenceIbi} € al año`,
    })
  }
  if (town?.icioPercent)
    aids.push({
      name: `Rebaja del ICIO en ${town.name}: ${town.icioPercent} %`,
      amount: (price * figures.icioRatePercent * town.icioPercent) / 10000,
    })
  return aids
}

/** One run of the model with every uncertain figure at the given ends. */
function run(context: Context, ends: Ends) {
  const { input, figures, place } = context
  const use = yearlyUse(input, figures, figures.energyPrice[ends.energyPrice])
  const province = figures.provinces.find((entry) => entry.province === place.province)!
  const yieldPerKwp =
    province.irradiation *
    (figures.performanceRatio / 100) *
    (1 - orientationLoss(input, figures, ends.loss) / 100)

  const wanted = Math.max(
    1,
    Math.round(
      ((use.consumption * figures.coveragePercent) / 100 / yieldPerKwp) * (1000 / figures.panelWatts),
    ),
  )
  const fits = input.roofArea === undefined ? wanted : Math.floor(input.roofArea / figures.panelAreaM2)
  const panels = Math.min(wanted, fits)
  const kwp = (panels * figures.panelWatts) / 1000
  const production = kwp * yieldPerKwp

  const share = usageShare(input, figures, ends.share) / 100
  const months = monthlyShares(place.latitude).map((monthShare, index) => {
    const productionKwh = production * monthShare
    const consumptionKwh = (use.consumption * DAYS_IN_MONTH[index]!) / DAYS_IN_YEAR
    return { productionKwh, consumptionKwh, selfConsumed: Math.min(productionKwh * share, consumptionKwh) }
  })
  const selfConsumed = months.reduce((sum, month) => sum + month.selfConsumed, 0)
  const surplus = production - selfConsumed
  // Surplus is paid back against the energy part of the bill, never beyond it.
  const savingPreTax = Math.min(
    selfConsumed * use.pricePreTax + surplus * figures.compensationPrice[ends.compensation],
    use.energyPart,
  )
  const saving = savingPreTax * taxFactor(figures)

  const batteryKwh = input.battery ? context.batteryKwh : 0
  const price =
    kwp * pricePerKwp(figures, kwp, ends.price) + batteryKwh * figures.batteryPricePerKwh[ends.price]
  const aids = countAids(context, kwp, price)
  const priceAfterAids = Math.max(0, price - aids.reduce((sum, aid) => sum + aid.amount, 0))

  return {
    consumption: use.consumption,
    bill: use.bill,
    wanted,
    fits,
    panels,
    kwp,
    yieldPerKwp,
    production,
    selfConsumed,
    surplus,
    share: production > 0 ? (selfConsumed / production) * 100 : 0,
    saving,
    price,
    aids,
    priceAfterAids,
    payback: saving > 0 ? paybackYears(priceAfterAids, saving, figures) : NO_PAYBACK,
    lifetime: lifetimeSaving(saving, figures),
    months,
  }
}

/** A battery of a share of a day's use, in half kWh, at least one. */
function batterySize(input: SavingsInput, figures: SavingsFigures): number {
  const [low, high] = [figures.energyPrice.min, figures.energyPrice.max].map(
    (price) => yearlyUse(input, figures, price).consumption,
  )
  const daily = (low! + high!) / 2 / DAYS_IN_YEAR
  return Math.max(1, round((daily * figures.batteryShareOfDailyUse) / 100, 0.5))
}

function endedAids(input: SavingsInput, figures: SavingsFigures, place: Place, today: string): EndedAid[] {
  return figures.aids.flatMap((aid) => {
    const endedOn = endedBefore(aid.endsOn, today)
    const applies = aid.provinces.includes(place.province) && aid.buildings.includes(input.building)
    return endedOn && applies ? [{ name: aid.name, endedOn }] : []
  })
}

/**
 * The estimate for a visitor's input over the published figures. `today`
 * (YYYY-MM-DD, in Madrid) decides which aid has ended. The town must be one
 * findPlace knows (readSavingsInputFor checks it first).
 */
export function estimateSavings(
  input: SavingsInput,
  figures: SavingsFigures,
  today: string,
): SavingsEstimate {
  const place = findPlace(figures, input.town)
  if (!place) throw new Error(`estimateSavings: '${input.town}' is not a town of the figures`)
  const context: Context = {
    input,
    figures,
    place,
    today,
    batteryKwh: input.battery ? batterySize(input, figures) : 0,
  }
  const [low, high] = [run(context, cautious), run(context, favourable)]
  const both = <Key extends keyof typeof low>(key: Key, step: number) =>
    rangeOf(low[key] as number, high[key] as number, step)

  const studyReason =
    input.building === 'empresa'
      ? 'empresa'
      : Math.min(low.fits, high.fits) < 1
        ? 'tejado'
        : Math.max(low.kwp, high.kwp) > figures.studyAboveKwp
          ? 'potencia'
          : null

  // An aid with a minimum investment may count in one run only: 0 in the other.
  const names = [...new Set([...low.aids, ...high.aids].map((aid) => aid.name))]
  const aids: CountedAid[] = names.map((name) => {
    const [inLow, inHigh] = [
      low.aids.find((aid) => aid.name === name),
      high.aids.find((aid) => aid.name === name),
    ]
    const { condition } = (inLow ?? inHigh)!
    return {
      name,
      amount: rangeOf(inLow?.amount ?? 0, inHigh?.amount ?? 0, 10),
      ...(condition && { condition }),
    }
  })

  return {
    placeName: place.name,
    province: place.province,
    latitude: place.latitude,
    needsStudy: studyReason !== null,
    studyReason,
    consumptionKwh: both('consumption', 10),
    sizeKwp: both('kwp', 0.01),
    panels: both('panels', 1),
    panelWatts: figures.panelWatts,
    limitedByRoof: low.panels < low.wanted || high.panels < high.wanted,
    batteryKwh: input.battery ? context.batteryKwh : null,
    yieldPerKwp: both('yieldPerKwp', 10),
    productionKwh: both('production', 10),
    selfConsumedPercent: both('share', 1),
    selfConsumedKwh: both('selfConsumed', 10),
    surplusKwh: both('surplus', 10),
    savingPerYear: both('saving', 10),
    billPercent: rangeOf((low.saving / low.bill) * 100, (high.saving / high.bill) * 100, 1),
    price: both('price', 10),
    aids,
    endedAids: endedAids(input, figures, place, today),
    priceAfterAids: both('priceAfterAids', 10),
    paybackYears: both('payback', 0.5),
    lifeYears: figures.lifeYears,
    lifetimeSaving: both('lifetime', 10),
    months: low.months.map((month, index) => ({
      productionKwh: Math.round((month.productionKwh + high.months[index]!.productionKwh) / 2),
      consumptionKwh: Math.round((month.consumptionKwh + high.months[index]!.consumptionKwh) / 2),
    })),
  }
}
