import { notFound } from 'next/navigation'
import { connection } from 'next/server'

// An unknown path under the dashboard gets the site's 404 rendered per request,
// like every admin page, so its scripts carry the nonce of the policy proxy.ts
// sends (the prerendered 404 page has none, and that policy would block them).
export default async function UnknownDashboardPath(): Promise<never> {
  await connection()
  notFound()
}
