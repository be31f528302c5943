import type { SavingsFigures } from '@/content/savings-figures'
import { aidsOn } from '@/lib/savings/aids-on'
import { typedDate } from '@/lib/validations/typed-date'

/**
 * The aids the calculator counts, as of the day the page was drawn (`today`,
 * YYYY-MM-DD in Madrid), and those that have ended. The page is static: the
 * scheduler redraws it once an aid's end date has passed.
 */
export function AidsToday({ figures, today }: { figures: SavingsFigures; today: string }) {
  const { counted, ended } = aidsOn(figures, today)
  return (
    <div className="mt-10 text-sm" id="ayudas-contadas">
      <p>
        <span className="font-semibold text-brand-900">Ayudas que contamos a {typedDate(today)}:</span>{' '}
        {counted.length > 0 ? counted.join('; ') : 'ninguna'}.
      </p>
      {ended.length > 0 ? (
        <p className="mt-2 text-muted">
          <span className="font-semibold">Ayudas terminadas, que ya no contamos:</span>{' '}
          {ended.map((aid) => `${aid.name} (terminó el ${typedDate(aid.endedOn)})`).join('; ')}.
        </p>
      ) : null}
    </div>
  )
}
