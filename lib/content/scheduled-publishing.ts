import 'server-only'
import { listDuePublications, publishDuePages } from '@/lib/data'
import { regeneratePages } from '@/lib/page-cache'
import { redrawAfterEndedAids } from '@/lib/savings/redraw-after-ended-aids'
import { madridToday } from '@/lib/seo/quality'
import { pinnedPromptRefusal } from './prompt-refusal'

// The scheduler's run: the database publishes every schedule due (as the
// site's server), then the site regenerates each page it published, which
// SQL alone cannot. A pinned draft that still holds a template's example text
// is held back: its schedule keeps the reason as its error until staff schedule
// their own text. Run by the cron route on Supabase, every minute by the
// server itself locally, and at a chosen time by the e2e tests. The same run
// redraws the calculator page once an aid it counts has ended.

/** Publishes what is due at `asOf` and regenerates those pages; answers their paths. */
export async function runScheduledPublications(asOf = new Date()): Promise<string[]> {
  const held = Object.fromEntries(
    (await listDuePublications(asOf)).flatMap((due) => {
      const reason = pinnedPromptRefusal(due)
      return reason ? [[due.path, reason]] : []
    }),
  )
  const published = await publishDuePages(asOf, held)
  regeneratePages(...published)
  if (published.length > 0) console.info(`Scheduled publications published: ${published.join(', ')}`)
  const heldPaths = Object.keys(held)
  if (heldPaths.length > 0) console.info(`Scheduled publications held back: ${heldPaths.join(', ')}`)
  // The publications are done whatever becomes of this: a failure is logged and the next day retries.
  await redrawAfterEndedAids(madridToday(asOf)).catch((error) =>
    console.error('The calculator page could not be redrawn after an aid ended', error),
  )
  return published
}
