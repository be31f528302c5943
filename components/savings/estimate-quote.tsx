'use client'

import { useMemo } from 'react'
import type { SavingsEstimate } from '@/lib/savings/types'
import type { SavingsFormState } from './savings-form-state'
import { buttonClasses } from '@/components/ui/button'
import { EstimateNote } from '@/components/lead-form/estimate-note'
import { LeadFormLoader } from '@/components/lead-form/lead-form-loader'
import type { LeadContact, PrivacyInfo } from '@/components/lead-form/lead-form-fields'

/** What the quote form needs from the page: the privacy notice's first layer and the company's contact. */
export type QuoteFormProps = { privacyInfo: PrivacyInfo; contact: LeadContact }

/**
 * 'Pedir presupuesto con este cálculo': under the calculator's result, a
 * disclosure (it opens without JavaScript too) holding the quote form, which
 * sends the calculator's inputs and the result shown with the request. The
 * result lives in the calculator, whether the browser worked it out or the
 * server answered a posted form, so the form placed here carries it either
 * way; the page stays static.
 */
export function EstimateQuote({
  values,
  estimate,
  quote,
}: {
  values: SavingsFormState['values']
  estimate: SavingsEstimate
  quote: QuoteFormProps
}) {
  const attached = useMemo(
    () => ({ toSend: { input: values, shown: estimate }, note: <EstimateNote estimate={estimate} /> }),
    [values, estimate],
  )
  return (
    <details>
      <summary className={buttonClasses('primary', 'cursor-pointer list-none')}>
        Pedir presupuesto con este cálculo
      </summary>
      <div className="mt-6">
        <LeadFormLoader privacyInfo={quote.privacyInfo} contact={quote.contact} estimate={attached} />
      </div>
    </details>
  )
}
