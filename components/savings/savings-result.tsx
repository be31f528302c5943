import type { ReactNode } from 'react'
import { euros, percentRange } from '@/lib/savings/format'
import { resultLines, studyReasonNames } from '@/lib/savings/summary'
import type { SavingsEstimate } from '@/lib/savings/types'
import { Heading } from '@/components/ui/heading'
import { SavingsChart } from './savings-chart'

/**
 * The calculator's answer, the same from the server (no JavaScript) and in the
 * browser: the study notice, or the figures as ranges with the months' chart.
 * `action` is what the visitor can do next with this estimate (ask for a quote).
 */
export function SavingsResult({ estimate, action }: { estimate: SavingsEstimate; action: ReactNode }) {
  if (estimate.needsStudy && estimate.studyReason)
    return (
      <div className="rounded-(--radius-card) border border-line bg-white p-6">
        <Heading level={3} id="resultado-titulo" className="text-brand-900">
          Tu caso necesita un estudio a medida
        </Heading>
        <p className="mt-3">
          No damos una cifra orientativa porque {studyReasonNames[estimate.studyReason]}. Te hacemos el
          estudio gratis: déjanos tus datos y te llamamos.
        </p>
        <div className="mt-6">{action}</div>
      </div>
    )
  return (
    <div className="rounded-(--radius-card) border border-line bg-white p-6">
      <Heading level={3} id="resultado-titulo" className="text-brand-900">
        Tu estimación en {estimate.placeName}
      </Heading>
      <p className="mt-3 text-lg" aria-live="polite">
        Ahorrarías <strong>{euros(estimate.savingPerYear)} al año</strong>,{' '}
        {percentRange(estimate.billPercent)} de lo que pagas de luz.
      </p>
      <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {resultLines(estimate).map(({ label, value }) => (
          <div key={label}>
            <dt className="font-semibold text-brand-900">{label}</dt>
            <dd className="text-muted">{value}</dd>
          </div>
        ))}
      </dl>
      <SavingsChart months={estimate.months} id="grafica-meses" />
      <p className="mt-6 text-sm text-muted">
        Es una estimación orientativa: el presupuesto sale de visitar tu tejado y ver tu factura.
      </p>
      <div className="mt-6">{action}</div>
    </div>
  )
}
