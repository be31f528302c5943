import type { RemotePattern } from 'next/dist/shared/lib/image-config'
import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern'

// The only remote pictures the site shows: review authors' avatars on
// Google's picture server, at the two path shapes the Places API gives them
// (`/a/…` and `/a-/…`, no query). next.config.ts (next/image remotePatterns),
// the Content-Security-Policy (img-src) and the reviews' answer check read
// this list; a review avatar anywhere else is dropped and the author's
// initial shows instead. To show pictures from another place, add its
// pattern here (https, exact host, narrowest path).

export const remoteImagePatterns = [
  { protocol: 'https', hostname: 'lh3.googleusercontent.com', pathname: '/a/**', search: '' },
  { protocol: 'https', hostname: 'lh3.googleusercontent.com', pathname: '/a-/**', search: '' },
] as const satisfies readonly RemotePattern[]

export const remoteImageHosts = [...new Set(remoteImagePatterns.map((pattern) => pattern.hostname))]

/** True for an address the image optimizer would fetch: the same check Next.js makes. */
export function isRemoteImageAllowed(address: string): boolean {
  if (!URL.canParse(address)) return false
  return hasRemoteMatch([], [...remoteImagePatterns], new URL(address))
}
