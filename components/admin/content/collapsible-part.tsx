'use client'

import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { useContentForm } from './content-form-context'
import { partId, pathKey, type ValuePath } from './value-path'

/** Narrower than Tailwind's `sm`: a phone, where the form's parts start folded. */
const phone = '(width < 40rem)'

/** Whether the screen is a phone's; false in the server HTML, where every part is open. */
function usePhone() {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(phone)
      query?.addEventListener('change', changed)
      return () => query?.removeEventListener('change', changed)
    },
    () => window.matchMedia?.(phone).matches ?? false,
    () => false,
  )
}

/**
 * A part of the page in the content form (the hero, one section, the closing…)
 * that folds away under its name: open on wide screens, folded on a phone until
 * opened (from its name or the list of parts), and opened whenever it holds a
 * message. Its group's own legend is then only for screen readers.
 */
export function CollapsiblePart({
  path,
  label,
  className = '',
  children,
}: {
  path: ValuePath
  label: string
  className?: string
  children: ReactNode
}) {
  const { errors } = useContentForm()
  // Staff's own choice, once they open or fold it; until then, folded on a phone.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const onPhone = usePhone()
  const open = chosen ?? !onPhone
  // Opened while rendering, not after: the editor then moves the focus to the first message.
  const [errorsSeen, setErrorsSeen] = useState(errors)
  if (errors !== errorsSeen) {
    setErrorsSeen(errors)
    const key = pathKey(path)
    if (Object.keys(errors).some((at) => at === key || at.startsWith(`${key}.`))) setChosen(true)
  }
  return (
    <details
      id={partId(path)}
      open={open}
      onToggle={(event) => setChosen(event.currentTarget.open)}
      className={`group scroll-mt-4 ${className}`}
    >
      <summary className="cursor-pointer px-1 text-lg font-bold text-brand-900 marker:text-brand-700">
        {label}
      </summary>
      <div className="mt-3 [&>fieldset>legend]:sr-only">{children}</div>
    </details>
  )
}
