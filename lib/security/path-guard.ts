// A request path that no page, file or redirect of the site can have: a
// percent escape that does not decode, or one that hides a slash, a backslash
// or a control character (`/..%2f..%2fBUILD_ID`, `/x%00`). Next.js answers a
// dynamic route's undecodable parameter with a 500, so the proxy answers these
// with a 400 before any route sees them.
export function isMalformedPath(pathname: string): boolean {
  if (/%(2f|5c|[01][0-9a-f]|7f)/i.test(pathname)) return true
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}
