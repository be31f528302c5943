'use client'

import { useState } from 'react'

/**
 * The page revision a form's next save is based on: the latest news of it,
 * whichever came last: the page as drawn (`drawn`, after a save, a restore
 * or a discard) or a save's answer (`answered`, a refusal's too, so that
 * saving again is a deliberate replace). Not simply the larger: discarding a
 * draft takes the page back to its published revision.
 */
export function useBasedOn(drawn: number, answered: number | undefined): number {
  const [seen, setSeen] = useState({ drawn, answered, basedOn: answered ?? drawn })
  if (seen.drawn !== drawn || seen.answered !== answered) {
    const basedOn = seen.answered !== answered && answered !== undefined ? answered : drawn
    setSeen({ drawn, answered, basedOn })
    return basedOn
  }
  return seen.basedOn
}
