import type { NextResponse } from 'next/server'

/** What proxy.ts learns about an admin request's session, and how it answers carrying refreshed cookies. */
export type ProxySession = {
  /** A session whose signature and expiry check out (the page still checks the account and its rights). */
  signedIn: boolean
  /** Where to send the browser at once: the dashboard without the confirmation code it just exchanged. */
  landing?: URL
  next(): NextResponse
  redirect(url: URL): NextResponse
}
