import type { SavingsFigures } from '@/content/savings-figures'
import { estimateSavings } from '@/lib/savings/estimate'
import { monthlyShares } from '@/lib/savings/sun'
import { ciezaHouse as house, repositoryFigures as figures } from '../support/savings'

// Cases worked by hand over the repository's figures, each step written out.
// Common to all of them:
//   taxes on the bill: 1.0511 (electricity tax) × 1.21 (IVA) = 1.271831
//   fixed charges a year, before taxes: 4.6 kW × 0.10 € × 365 days + 0.81 € × 12 = 167.90 + 9.72 = 177.62 €
//   energy price before taxes: 0.14 / 1.271831 = 0.110077 € (cautious), 0.18 / 1.271831 = 0.141528 € (favourable)
//   a south-facing kWp around Murcia: 2,030 kWh/m² × 80 % = 1,624 kWh a year
// The model runs once with every uncertain figure at its cautious end, once at
// its favourable end; each result is the range between the two, rounded.

const today = '2026-11-29'
const withFigures = (changes: Partial<SavingsFigures>) => ({ ...figures, ...changes })

describe('a house in Cieza paying 90 € a month, south roof, half its use by day', () => {
  const estimate = estimateSavings(house({}), figures, today)

  it('works out the consumption the bill buys, and sizes the system to 80 % of it', () => {
    // Bill: 90 € × 12 = 1,080 € a year; without taxes 1,080 / 1.271831 = 849.16 €;
    // its energy part 849.16 - 177.62 = 671.54 €.
    // Consumption: 671.54 / 0.110077 = 6,100.7 kWh (cautious) or 671.54 / 0.141528 = 4,744.9 kWh.
    expect(estimate.consumptionKwh).toEqual({ min: 4740, max: 6100 })
    // Size: 6,100.7 × 80 % / 1,624 = 3.005 kWp = 6.01 panels of 500 W: 6 panels, 3 kWp;
    // 4,744.9 × 80 % / 1,624 = 2.337 kWp = 4.67 panels: 5 panels, 2.5 kWp.
    expect(estimate.panels).toEqual({ min: 5, max: 6 })
    expect(estimate.sizeKwp).toEqual({ min: 2.5, max: 3 })
    expect(estimate.limitedByRoof).toBe(false)
    // Production: 3 × 1,624 = 4,872 kWh; 2.5 × 1,624 = 4,060 kWh.
    expect(estimate.yieldPerKwp).toEqual({ min: 1620, max: 1620 })
    expect(estimate.productionKwh).toEqual({ min: 4060, max: 4870 })
  })

  it('saves the energy used at home at the bill’s price and the surplus at the compensation price, with taxes', () => {
    // Used at home (half by day: 35-50 %): 4,872 × 35 % = 1,705.2 kWh, surplus 3,166.8 kWh;
    // 4,060 × 50 % = 2,030 kWh, surplus 2,030 kWh. (No month uses more than it consumes.)
    expect(estimate.selfConsumedPercent).toEqual({ min: 35, max: 50 })
    expect(estimate.selfConsumedKwh).toEqual({ min: 1710, max: 2030 })
    expect(estimate.surplusKwh).toEqual({ min: 2030, max: 3170 })
    // Cautious: 1,705.2 × 0.110077 + 3,166.8 × 0.05 = 187.70 + 158.34 = 346.04 €, with taxes 440.1 €.
    // Favourable: 2,030 × 0.141528 + 2,030 × 0.08 = 287.30 + 162.40 = 449.70 €, with taxes 571.9 €.
    expect(estimate.savingPerYear).toEqual({ min: 440, max: 570 })
    // Of 1,080 € a year: 440.1 / 1,080 = 41 %, 571.9 / 1,080 = 53 %.
    expect(estimate.billPercent).toEqual({ min: 41, max: 53 })
  })

  it('prices the system, counts the regional deduction and leaves out the aid that ended', () => {
    // 3 kWp × 1,500 €/kWp = 4,500 €; 2.5 kWp × 1,300 €/kWp = 3,250 €.
    expect(estimate.price).toEqual({ min: 3250, max: 4500 })
    // Murcia's deduction: 10 %, at most 1,000 €: 450 € and 325 €. Cieza states no town rebate.
    expect(estimate.aids).toEqual([
      { name: 'Deducción autonómica de la Región de Murcia', amount: { min: 330, max: 450 } },
    ])
    // The IRPF deduction ended on 31/12/2025 and the Next Generation programme on 31/12/2023.
    expect(estimate.endedAids).toEqual([
      { name: 'Deducción en el IRPF por mejora de la eficiencia energética', endedOn: '2025-12-31' },
      { name: 'Programa de ayudas al autoconsumo (fondos Next Generation)', endedOn: '2023-12-31' },
    ])
    // 4,500 - 450 = 4,050 €; 3,250 - 325 = 2,925 €.
    expect(estimate.priceAfterAids).toEqual({ min: 2930, max: 4050 })
  })

  it('pays back as the saving falls 0.5 % a year, and adds up the saving over 25 years', () => {
    // Cautious: 9 years save 440.1 × (1 - 0.995⁹) / 0.005 = 3,883.1 €; the 10th (420.7 €) pays the
    // last 166.9 € in 0.40 of a year: 9.4 years, 9.5 rounded to the half year.
    // Favourable: 5 years save 571.9 × 4.9502 = 2,831.2 €; the last 93.8 € take 0.17 of the 6th: 5.
    expect(estimate.paybackYears).toEqual({ min: 5, max: 9.5 })
    // 25 years: 440.1 × (1 - 0.995²⁵) / 0.005 = 440.1 × 23.563 = 10,370 €; 571.9 × 23.563 = 13,476 €.
    expect(estimate.lifetimeSaving).toEqual({ min: 10370, max: 13470 })
    expect(estimate.needsStudy).toBe(false)
  })

  it('splits production over the months by the sun’s path, and consumption by the days', () => {
    const production = estimate.months.map((month) => month.productionKwh)
    const sum = production.reduce((total, month) => total + month, 0)
    // The middle of 4,060 and 4,872 kWh, give or take the rounding of each month.
    expect(Math.abs(sum - 4466)).toBeLessThanOrEqual(6)
    expect(Math.max(...production)).toBe(Math.max(production[4]!, production[6]!, production[7]!))
    expect(Math.min(...production)).toBe(production[11])
    // 5,422.8 kWh a year: 31 days are 460.6 kWh, 28 days 416.0 kWh.
    expect(estimate.months[0]!.consumptionKwh).toBe(461)
    expect(estimate.months[1]!.consumptionKwh).toBe(416)
  })
})

describe('a residents’ community in Alicante', () => {
  // 12,000 kWh a year, a south-east roof of 25 m², half its use by day.
  const estimate = estimateSavings(
    house({
      town: 'Alicante',
      monthlyBill: undefined,
      yearlyConsumption: 12000,
      building: 'comunidad',
      orientation: 'sureste-suroeste',
      roofArea: 25,
    }),
    figures,
    today,
  )

  it('loses 3-6 % to the orientation, and fits only what the roof holds', () => {
    // Yield: 2,030 × 80 % × (1 - 6 %) = 1,526.6 kWh/kWp; × (1 - 3 %) = 1,575.3.
    expect(estimate.yieldPerKwp).toEqual({ min: 1530, max: 1580 })
    // Wanted: 12,000 × 80 % / 1,526.6 = 6.29 kWp (13 panels); / 1,575.3 = 6.09 kWp (12 panels).
    // The roof holds 25 m² / 2.3 m² = 10.9: 10 panels, 5 kWp.
    expect(estimate.panels).toEqual({ min: 10, max: 10 })
    expect(estimate.limitedByRoof).toBe(true)
    // 5 × 1,526.6 = 7,633 kWh; 5 × 1,575.3 = 7,876.5 kWh.
    expect(estimate.productionKwh).toEqual({ min: 7630, max: 7880 })
  })

  it('saves what it uses and sells, and counts the Valencian aid (at its cap) and the town’s ICIO rebate', () => {
    // 7,633 × 35 % = 2,671.6 kWh at 0.110077 + 4,961.5 kWh at 0.05 = 294.08 + 248.07 = 542.15 €, × 1.271831 = 689.5 €.
    // 7,876.5 × 50 % = 3,938.3 kWh at 0.141528 + 3,938.3 at 0.08 = 557.38 + 315.06 = 872.44 €, × 1.271831 = 1,109.6 €.
    expect(estimate.savingPerYear).toEqual({ min: 690, max: 1110 })
    // 5 kWp at 1,300-1,500 €/kWp: 6,500-7,500 €.
    expect(estimate.price).toEqual({ min: 6500, max: 7500 })
    // Generalitat: 40 % of 7,500 € = 3,000 € (its cap), of 6,500 € = 2,600 €.
    // ICIO: 4 % of the budget, rebated 50 %: 150 € and 130 €. No IBI rebate: a community is not one home.
    expect(estimate.aids).toEqual([
      { name: 'Ayuda de la Generalitat Valenciana', amount: { min: 2600, max: 3000 } },
      { name: 'Rebaja del ICIO en Alicante: 50 %', amount: { min: 130, max: 150 } },
    ])
    // 7,500 - 3,150 = 4,350 €; 6,500 - 2,730 = 3,770 €.
    expect(estimate.priceAfterAids).toEqual({ min: 3770, max: 4350 })
    // Bill: (12,000 × 0.110077 + 177.62) × 1.271831 = 1,905.9 €: 689.5 / 1,905.9 = 36 %;
    // (12,000 × 0.141528 + 177.62) × 1.271831 = 2,386.0 €: 1,109.6 / 2,386.0 = 47 %.
    expect(estimate.billPercent).toEqual({ min: 36, max: 47 })
  })
})

describe('a house in Murcia used mostly at night', () => {
  // 6,000 kWh a year, south roof.
  const estimate = estimateSavings(
    house({ town: 'Murcia', monthlyBill: undefined, yearlyConsumption: 6000, usage: 'noche' }),
    figures,
    today,
  )

  it('uses only 20-35 % of what it makes, so most of the saving is surplus at the lower price', () => {
    // 6,000 × 80 % / 1,624 = 2.96 kWp: 6 panels, 3 kWp, 4,872 kWh.
    expect(estimate.sizeKwp).toEqual({ min: 3, max: 3 })
    // 4,872 × 20 % = 974.4 kWh at 0.110077 + 3,897.6 at 0.05 = 107.26 + 194.88 = 302.14 €, × 1.271831 = 384.3 €.
    // 4,872 × 35 % = 1,705.2 kWh at 0.141528 + 3,166.8 at 0.08 = 241.33 + 253.34 = 494.67 €, × 1.271831 = 629.1 €.
    expect(estimate.selfConsumedKwh).toEqual({ min: 970, max: 1710 })
    expect(estimate.savingPerYear).toEqual({ min: 380, max: 630 })
    // Murcia's ICIO rebate: 50 % of 4 % of 3,900-4,500 €: 78-90 €.
    expect(estimate.aids.map((aid) => aid.name)).toEqual([
      'Deducción autonómica de la Región de Murcia',
      'Rebaja del ICIO en Murcia: 50 %',
    ])
    expect(estimate.aids[1]!.amount).toEqual({ min: 80, max: 90 })
  })
})

describe('the Cieza house with a battery, used mostly at night', () => {
  const estimate = estimateSavings(house({ usage: 'noche', battery: true }), figures, today)

  it('sizes the battery to a third of a day’s use, and adds its points and its price', () => {
    // Middle consumption (6,100.7 + 4,744.9) / 2 = 5,422.8 kWh / 365 = 14.86 kWh a day; 33 % = 4.90: 5 kWh.
    expect(estimate.batteryKwh).toBe(5)
    // Night 20-35 % plus 20-30 points: 40-65 % (never above 90 %).
    expect(estimate.selfConsumedPercent).toEqual({ min: 40, max: 65 })
    // 4,500 + 5 × 750 = 8,250 €; 3,250 + 5 × 550 = 6,000 €.
    expect(estimate.price).toEqual({ min: 6000, max: 8250 })
    // 4,872 × 40 % = 1,948.8 kWh at 0.110077 + 2,923.2 at 0.05 = 214.52 + 146.16 = 360.68 €, × 1.271831 = 458.7 €.
    // 4,060 × 65 % = 2,639 kWh at 0.141528 + 1,421 at 0.08 = 373.49 + 113.68 = 487.17 €, × 1.271831 = 619.6 €.
    expect(estimate.savingPerYear).toEqual({ min: 460, max: 620 })
  })

  it('never counts more than 90 % used at home', () => {
    const day = estimateSavings(house({ usage: 'dia', battery: true }), figures, today)
    // By day 55-70 % plus 20-30 points: 75 % and 100 %, capped at 90 %.
    expect(day.selfConsumedPercent).toEqual({ min: 75, max: 90 })
  })
})

describe('the sun and the roof', () => {
  it('gives a south-facing kWp around Murcia 1,450-1,700 kWh a year', () => {
    for (const town of figures.towns.filter((entry) => entry.province === 'murcia')) {
      const { yieldPerKwp } = estimateSavings(house({ town: town.name }), figures, today)
      expect(yieldPerKwp.min).toBeGreaterThanOrEqual(1450)
      expect(yieldPerKwp.max).toBeLessThanOrEqual(1700)
    }
  })

  it('loses 10-15 % on an east or west roof, and nothing on a flat roof with the panels on frames', () => {
    // 1,624 × 85 % = 1,380.4; × 90 % = 1,461.6.
    expect(estimateSavings(house({ orientation: 'este-oeste' }), figures, today).yieldPerKwp).toEqual({
      min: 1380,
      max: 1460,
    })
    expect(estimateSavings(house({ orientation: 'plana' }), figures, today).yieldPerKwp).toEqual({
      min: 1620,
      max: 1620,
    })
  })

  it('shapes the year by the latitude: months add up to the year, summer gives more, further north a steeper year', () => {
    const cieza = monthlyShares(38.24)
    expect(cieza.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10)
    // Per day, July against December: between 1.3 and 1.9 around Murcia (PVGIS gives about 1.5).
    const perDay = (shares: number[], month: number, days: number) => shares[month]! / days
    expect(perDay(cieza, 6, 31) / perDay(cieza, 11, 31)).toBeGreaterThan(1.3)
    expect(perDay(cieza, 6, 31) / perDay(cieza, 11, 31)).toBeLessThan(1.9)
    const north = monthlyShares(43)
    expect(perDay(north, 6, 31) / perDay(north, 11, 31)).toBeGreaterThan(
      perDay(cieza, 6, 31) / perDay(cieza, 11, 31),
    )
  })

  it('uses its province’s figures for a town not on the list', () => {
    const estimate = estimateSavings(house({ town: 'otra:valencia' }), figures, today)
    // Valencia: 1,860 × 80 % = 1,488 kWh/kWp.
    expect(estimate).toMatchObject({ placeName: 'otra localidad de Valencia', province: 'valencia' })
    expect(estimate.yieldPerKwp).toEqual({ min: 1490, max: 1490 })
  })
})

describe('what needs a study, and what the figures change', () => {
  it('sends a business, a system above 15 kWp and a roof without room for a panel to a study', () => {
    expect(estimateSavings(house({ building: 'empresa' }), figures, today)).toMatchObject({
      needsStudy: true,
      studyReason: 'empresa',
    })
    // 40,000 kWh × 80 % / 1,624 = 19.7 kWp.
    const big = estimateSavings(
      house({ monthlyBill: undefined, yearlyConsumption: 40000, building: 'comunidad' }),
      figures,
      today,
    )
    expect(big).toMatchObject({ needsStudy: true, studyReason: 'potencia' })
    // 2 m² hold no panel of 2.3 m².
    expect(estimateSavings(house({ roofArea: 2 }), figures, today)).toMatchObject({
      needsStudy: true,
      studyReason: 'tejado',
    })
  })

  it('counts an aid until its last day, and lists it as ended from the next', () => {
    const programme = 'Programa de ayudas al autoconsumo (fondos Next Generation)'
    const onLastDay = estimateSavings(house({}), figures, '2023-12-31')
    // 600 € per kWp: 2.5 kWp = 1,500 €, 3 kWp = 1,800 €.
    expect(onLastDay.aids.find((aid) => aid.name === programme)?.amount).toEqual({ min: 1500, max: 1800 })
    const dayAfter = estimateSavings(house({}), figures, '2024-01-01')
    expect(dayAfter.aids.map((aid) => aid.name)).not.toContain(programme)
    expect(dayAfter.endedAids).toContainEqual({ name: programme, endedOn: '2023-12-31' })
  })

  it('counts the IRPF deduction with its cap and its condition while it runs', () => {
    const irpf = estimateSavings(house({ battery: true }), figures, '2025-06-01').aids[0]!
    // 40 % of 6,000-8,250 € = 2,400-3,300 €, under its 7,500 € cap.
    expect(irpf).toEqual({
      name: 'Deducción en el IRPF por mejora de la eficiencia energética',
      amount: { min: 2400, max: 3300 },
      condition: expect.stringContaining('al menos un 30 % menos de energía primaria no renovable'),
    })
  })

  it('never saves more than the energy part of the bill', () => {
    // Sized to 150 % of the use and surplus paid at 0.30 €: the saving would pass the energy part,
    // 671.54 € before taxes, 854.1 € with them; it stops there.
    const generous = withFigures({ coveragePercent: 150, compensationPrice: { min: 0.3, max: 0.3 } })
    expect(estimateSavings(house({}), generous, today).savingPerYear).toEqual({ min: 850, max: 850 })
  })

  it('counts a town’s IBI rebate for a home, capped per year', () => {
    // Alicante: 50 % of a 350 € IBI is 175 € a year (under its 300 € cap), for 3 years: 525 € (under 20 % of the price), 530 to the ten.
    const estimate = estimateSavings(house({ town: 'Alicante' }), figures, today)
    expect(estimate.aids).toContainEqual({
      name: 'Rebaja del IBI en Alicante: 50 % durante 3 años',
      amount: { min: 530, max: 530 },
      condition: 'Calculada sobre un IBI de 350 € al año',
    })
  })
})
