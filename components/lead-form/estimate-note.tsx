import { euros, paybackYears } from '@/lib/savings/format'
import type { SummaryLine } from '@/lib/savings/summary'
import type { SavingsEstimate } from '@/lib/savings/types'

// What the quote form says of the savings estimate it sends: that it goes with
// the request, and its main figures; or, when the server worked it out again
// with the figures in force and got another result, the new one, line by line,
// before the visitor sends it.

const box = 'rounded-lg border border-sun-300 bg-sun-100 p-4 text-sm sm:col-span-2'

/** The estimate the visitor was shown, going with the request. */
export function EstimateNote({ estimate }: { estimate: SavingsEstimate }) {
  return (
    <div role="group" aria-labelledby="calculo-adjunto" className={box}>
      <p id="calculo-adjunto" className="font-semibold text-brand-900">
        Tu cálculo de ahorro irá con esta solicitud
      </p>
      <p className="mt-1">
        {estimate.needsStudy
          ? `${estimate.placeName}: tu caso necesita un estudio a medida.`
          : `${estimate.placeName}: ahorro de ${euros(estimate.savingPerYear)} al año; se paga en ${paybackYears(estimate.paybackYears, estimate.lifeYears)}.`}
      </p>
    </div>
  )
}

/** The estimate as the server worked it out again, different from the one shown: the visitor reads it before sending. */
export function ChangedEstimateNote({ lines }: { lines: readonly SummaryLine[] }) {
  return (
    <div role="group" aria-labelledby="calculo-actualizado" className={box}>
      <p id="calculo-actualizado" className="font-semibold text-brand-900">
        Tu cálculo de ahorro actualizado, que irá con esta solicitud
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
        {lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="font-semibold">{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
