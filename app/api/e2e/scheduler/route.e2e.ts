import { runScheduledPublications } from '@/lib/content/scheduled-publishing'
import { refuseUnlessLoopback } from '@/lib/security/loopback'

// End-to-end tests only (compiled into the `E2E=1` build alone): runs the
// scheduler as of a given time ({ asOf: ISO 8601 }), as the cron would then,
// so a test needs no sleep. Answers the machine itself only.

export async function POST(request: Request) {
  const refused = refuseUnlessLoopback(request.headers)
  if (refused) return refused
  const { asOf } = (await request.json()) as { asOf: string }
  const at = new Date(asOf)
  if (Number.isNaN(at.getTime())) return Response.json({ error: 'asOf must be a time' }, { status: 400 })
  try {
    return Response.json({ published: await runScheduledPublications(at) })
  } catch (error) {
    return Response.json({ error: String(error) }, { status: 500 })
  }
}
