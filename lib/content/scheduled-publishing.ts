import 'server-only'
import { publishDuePages } from '@/lib/data'
import { revalidatePage } from '@/lib/revalidate-page'

// The scheduler's run: the database publishes every schedule due (as the
// site's server), then the site regenerates each page it published, which
// SQL alone cannot. Run by the cron route on Supabase, every minute by the
// server itself locally, and at a chosen time by the e2e tests.

/** Publishes what is due at `asOf` and regenerates those pages; answers their paths. */
export async function runScheduledPublications(asOf = new Date()): Promise<string[]> {
  const published = await publishDuePages(asOf)
  for (const path of published) revalidatePage(path)
  if (published.length > 0) console.info(`Scheduled publications published: ${published.join(', ')}`)
  return published
}
