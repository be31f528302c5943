import { runScheduledPublications } from '@/lib/content/scheduled-publishing'
import { schedulerAccess, schedulerProcessKey } from '@/lib/content/scheduler-access'
import { env } from '@/lib/env'

// The scheduled publications' job, for a cron: Vercel Cron (GET) or pg_cron
// with pg_net (POST), every minute, with `Authorization: Bearer <CRON_SECRET>`;
// locally the server's own loop (lib/content/scheduled-publishing-loop.ts).
// Publishes what is due and regenerates those pages. Without CRON_SECRET no
// outside caller can reach it: 404.

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

async function run(request: Request): Promise<Response> {
  const access = schedulerAccess(request.headers.get('authorization'), schedulerProcessKey())
  if (access !== 'ok')
    return access === 'refused' && env.CRON_SECRET
      ? answer(401, { error: 'Wrong or missing CRON_SECRET' })
      : answer(404, { error: 'Not found' })
  try {
    return answer(200, { published: await runScheduledPublications() })
  } catch (error) {
    console.error('Scheduled publishing run failed', error)
    return answer(500, { error: 'The scheduled publications could not be run' })
  }
}

export const GET = run
export const POST = run
