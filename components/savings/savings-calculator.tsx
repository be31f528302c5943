'use client'

import { useActionState, useState, type FormEvent } from 'react'
import type { SavingsFigures } from '@/content/savings-figures'
import { savingsPagePath } from '@/content/savings-names'
import { checkSavingsInput } from '@/lib/savings/check-input'
import { estimateSavings } from '@/lib/savings/estimate'
import type { SavingsField } from '@/lib/validations/savings-form'
import { buttonClasses } from '@/components/ui/button'
import { calculateSavings } from './calculate-savings-action'
import { EstimateQuote, type QuoteFormProps } from './estimate-quote'
import { SavingsFields } from './savings-fields'
import { initialSavingsForm, savingsFormFields, type SavingsFormState } from './savings-form-state'
import { SavingsResult } from './savings-result'

/** Today in Madrid ('YYYY-MM-DD'), which decides whether an aid has ended. */
const madridToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' })

function formValues(form: HTMLFormElement): SavingsFormState['values'] {
  const data = new FormData(form)
  return Object.fromEntries(
    savingsFormFields.map((name) => {
      const value = data.get(name)
      return [name, typeof value === 'string' ? value : '']
    }),
  )
}

/**
 * The savings calculator. Without JavaScript the browser posts the form and
 * the page comes back with the answer (calculateSavings, through
 * useActionState). With it, the model runs here over the page's published
 * figures as the visitor types: the result follows every change, and a
 * field's message shows once the visitor leaves it or asks for the result.
 */
export function SavingsCalculator({ figures, quote }: { figures: SavingsFigures; quote: QuoteFormProps }) {
  // The permalink is where the browser posts the form without JavaScript: this page, at its result.
  const [posted, formAction, pending] = useActionState(
    calculateSavings,
    initialSavingsForm,
    `${savingsPagePath}#resultado`,
  )
  const [live, setLive] = useState<SavingsFormState | null>(null)
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const [asked, setAsked] = useState(false)

  const recalculate = (form: HTMLFormElement) => {
    const values = formValues(form)
    const checked = checkSavingsInput(values, figures)
    setLive(
      checked.ok
        ? { values, errors: {}, estimate: estimateSavings(checked.input, figures, madridToday()) }
        : { values, errors: checked.errors, estimate: null },
    )
  }

  const shown = live ?? posted
  const errors = live
    ? Object.fromEntries(Object.entries(live.errors).filter(([field]) => asked || left.has(field)))
    : posted.errors
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setAsked(true)
    recalculate(event.currentTarget)
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
      <form
        action={formAction}
        onSubmit={onSubmit}
        onInput={(event) => recalculate(event.currentTarget)}
        onBlur={(event) => {
          const name = (event.target as { name?: string }).name
          if (name && !left.has(name)) setLeft(new Set([...left, name as SavingsField]))
          recalculate(event.currentTarget)
        }}
        noValidate
        aria-label="Datos para calcular tu ahorro"
      >
        <SavingsFields figures={figures} values={shown.values} errors={errors} />
        <button type="submit" className={buttonClasses('primary', 'mt-8')} disabled={pending}>
          Calcular mi ahorro
        </button>
      </form>
      <div id="resultado" aria-labelledby={shown.estimate ? 'resultado-titulo' : undefined}>
        {shown.estimate ? (
          <SavingsResult
            estimate={shown.estimate}
            action={<EstimateQuote values={shown.values} estimate={shown.estimate} quote={quote} />}
          />
        ) : (
          <p className="rounded-(--radius-card) border border-dashed border-line p-6 text-muted">
            Escribe lo que pagas de luz al mes (o tu consumo al año) y verás aquí la instalación que te
            conviene, lo que ahorrarías y en cuántos años se paga.
          </p>
        )}
      </div>
    </div>
  )
}
