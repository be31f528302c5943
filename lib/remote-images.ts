// The only hosts whose pictures the site shows: Google's servers of review
// authors' avatars. next.config.ts (next/image remotePatterns) and the
// Content-Security-Policy (img-src) read this list; a review avatar on any
// other host is dropped and the author's initial shows instead.

export const remoteImageHosts = ['lh3.googleusercontent.com'] as const

export function isRemoteImageAllowed(address: string): boolean {
  try {
    const url = new URL(address)
    return url.protocol === 'https:' && (remoteImageHosts as readonly string[]).includes(url.hostname)
  } catch {
    return false
  }
}
