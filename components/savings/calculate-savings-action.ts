'use server'

import { checkSavingsInput } from '@/lib/savings/check-input'
import { estimateSavings } from '@/lib/savings/estimate'
import { publishedSavingsFigures } from '@/lib/savings/published-figures'
import { madridToday } from '@/lib/seo/quality'
import { savingsFormFields, type SavingsFormState } from './savings-form-state'

/**
 * The calculator's answer when the browser posts the form itself (no
 * JavaScript, or before it loads): the page comes back with the visitor's
 * values and the estimate, or a message per wrong field. Nothing is stored.
 */
export async function calculateSavings(
  _previous: SavingsFormState,
  form: FormData,
): Promise<SavingsFormState> {
  const values = Object.fromEntries(
    savingsFormFields.map((name) => {
      const value = form.get(name)
      return [name, typeof value === 'string' ? value.slice(0, 100) : '']
    }),
  )
  const { figures } = await publishedSavingsFigures()
  const checked = checkSavingsInput(values, figures)
  if (!checked.ok) return { values, errors: checked.errors, estimate: null }
  return { values, errors: {}, estimate: estimateSavings(checked.input, figures, madridToday()) }
}
