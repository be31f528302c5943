import type { NextResponse } from 'next/server'

/** What proxy.ts learns about an admin request's session, and how it answers carrying refreshed cookies. */
export type ProxySession = {
  /** A session whose signature and expiry check out (the page still checks the account and its rights). */
  signedIn: boolean
  /** Where to send the browser at once: the dashboard without the confirmation code it just exchanged. */
  landing?: URL
  /** Lets the request go on to the page, with these request headers (the session's cookies included). */
  next(requestHeaders: Headers): NextResponse
  redirect(url: URL): NextResponse
}
