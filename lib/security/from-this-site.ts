import { checkOrigin } from './action-guard'

/**
 * A browser's request from this site, for the uploads that bypass the actions (their bytes are the
 * body): Sec-Fetch-Site says so, or else the Origin names this host.
 */
export function fromThisSite(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin' && checkOrigin(headers) === null
  return headers.has('origin') && checkOrigin(headers) === null
}
