import type { SavingsEstimate } from '@/lib/savings/types'
import { spanishNumber } from '@/lib/savings/format'

const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
]

// The drawing's own units: it scales to the width it is given.
const WIDTH = 640
const HEIGHT = 260
const LEFT = 56
const BOTTOM = 28
const TOP = 12
const PLOT = HEIGHT - BOTTOM - TOP
const SLOT = (WIDTH - LEFT) / 12
const BAR = SLOT * 0.34

/** A round top for the axis: 1, 2 or 5 times a power of ten, above the highest bar. */
function axisTop(highest: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(highest, 1)))
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= highest)!
}

/**
 * Each month's production against consumption, as bars drawn in SVG (the same
 * on the server and in the browser), and the same figures as a table under
 * it, for a screen reader or anyone who prefers the numbers.
 */
export function SavingsChart({ months, id }: { months: SavingsEstimate['months']; id: string }) {
  const top = axisTop(Math.max(...months.flatMap((month) => [month.productionKwh, month.consumptionKwh])))
  const y = (kwh: number) => TOP + PLOT - (kwh / top) * PLOT
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top)
  return (
    <figure className="mt-6">
      <figcaption id={`${id}-titulo`} className="font-semibold text-brand-900">
        Producción de cada mes frente a tu consumo (kWh)
      </figcaption>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted" aria-hidden="true">
        <span>
          <span className="mr-2 inline-block size-3 rounded-sm bg-sun-500" />
          Producción de las placas
        </span>
        <span>
          <span className="mr-2 inline-block size-3 rounded-sm bg-brand-700" />
          Tu consumo
        </span>
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 w-full"
        role="img"
        aria-labelledby={`${id}-titulo`}
        aria-describedby={`${id}-tabla`}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} className="stroke-line" />
            <text x={LEFT - 8} y={y(tick) + 4} textAnchor="end" className="fill-muted text-[11px]">
              {spanishNumber(tick)}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const x = LEFT + index * SLOT + SLOT / 2
          return (
            <g key={MONTHS[index]}>
              <rect
                x={x - BAR}
                y={y(month.productionKwh)}
                width={BAR}
                height={TOP + PLOT - y(month.productionKwh)}
                className="fill-sun-500"
              />
              <rect
                x={x}
                y={y(month.consumptionKwh)}
                width={BAR}
                height={TOP + PLOT - y(month.consumptionKwh)}
                className="fill-brand-700"
              />
              <text x={x} y={HEIGHT - 8} textAnchor="middle" className="fill-muted text-[11px]">
                {MONTHS[index]!.slice(0, 3).toLowerCase()}
              </text>
            </g>
          )
        })}
      </svg>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-brand-700">Ver los datos de cada mes</summary>
        <div className="mt-3 overflow-x-auto">
          <table id={`${id}-tabla`} className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Producción y consumo de cada mes, en kWh</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4">
                  Mes
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Producción (kWh)
                </th>
                <th scope="col" className="py-2 text-right">
                  Consumo (kWh)
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month, index) => (
                <tr key={MONTHS[index]} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {MONTHS[index]}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{spanishNumber(month.productionKwh)}</td>
                  <td className="py-2 text-right tabular-nums">{spanishNumber(month.consumptionKwh)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
