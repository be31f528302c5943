import 'server-only'
import { savingsPagePath } from '@/content/savings-names'
import { claimPageRegeneration } from '@/lib/data'
import { regeneratePages } from '@/lib/page-cache'
import { lastAidEnd } from './aids-on'
import { publishedSavingsFigures } from './published-figures'

// The calculator page counts the aids open on the day it was drawn, and it is
// static: when an aid's end date passes, nobody publishes, yet the page must
// stop counting it. The scheduler's run (every minute) asks here. End dates
// are days, so a server looks once per day in Madrid; the first look after an
// aid's end claims the redraw in the database (the aid's last day is its
// reason), so of all runs on all servers one redraws the page and the others
// do nothing.

let lookedOn: string | null = null

/** Redraws the calculator page on the first run after an aid's end date; answers whether it did. */
export async function redrawAfterEndedAids(today: string): Promise<boolean> {
  if (lookedOn === today) return false
  const { figures } = await publishedSavingsFigures()
  lookedOn = today
  const ended = lastAidEnd(figures, today)
  if (ended === null || !(await claimPageRegeneration(savingsPagePath, `ayuda terminada el ${ended}`)))
    return false
  regeneratePages(savingsPagePath)
  console.info(`Calculator page redrawn: an aid ended on ${ended}`)
  return true
}
