import 'server-only'
import { processSchedulerKey } from './scheduler-access'

// The local backend's cron: every minute the server calls its own scheduler
// route on the loopback address (regenerating a page needs a request of
// Next.js's, which a timer is not), with the key only this process knows.
// Whatever fell due while the server was down goes out on the first run, a
// minute after start (the server listens by then).

/** The route on this server; Next.js sets PORT once it listens. */
const ownRoute = () => `http://127.0.0.1:${process.env.PORT ?? '3000'}/api/cron/publicaciones`

async function runOnce(): Promise<void> {
  const response = await fetch(ownRoute(), {
    method: 'POST',
    headers: { Authorization: `Bearer ${processSchedulerKey()}` },
    signal: AbortSignal.timeout(50_000),
  })
  if (!response.ok) throw new Error(`the scheduler route answered ${response.status}`)
}

/** Starts the minute loop; its timers never keep the process alive. */
export function startScheduledPublishing(): void {
  const run = () => runOnce().catch((error) => console.error('Scheduled publishing run failed', error))
  setInterval(run, 60_000).unref()
}
