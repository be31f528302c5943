import 'server-only'
import { requireAdmin } from '@/lib/auth/session'
import type { SessionUser } from '@/lib/auth/types'
import { checkOrigin } from './action-guard'

// What every upload route checks before it reads a byte of its body (the
// bytes are the body, so neither the proxy nor the actions' 64 KB guard sees
// them), in order: a request from the site's own pages, a signed-in admin,
// the size it declares; and how it reads the details sent beside the bytes.

/** A browser's request from this site: Sec-Fetch-Site says so, or else the Origin names this host. */
function fromThisSite(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin' && checkOrigin(headers) === null
  return headers.has('origin') && checkOrigin(headers) === null
}

/** The admin sending the upload, or the status and Spanish message to refuse it with. */
export async function admitUpload(
  headers: Headers,
  words: { limit: number; foreign: string; tooLarge: string },
): Promise<{ ok: true; user: SessionUser } | { ok: false; status: number; message: string }> {
  if (!fromThisSite(headers)) return { ok: false, status: 403, message: words.foreign }
  const access = await requireAdmin()
  if (!access.ok)
    return { ok: false, status: access.reason === 'signed-out' ? 401 : 403, message: access.message }
  if (Number(headers.get('content-length') ?? 0) > words.limit)
    return { ok: false, status: 413, message: words.tooLarge }
  return { ok: true, user: access.user }
}

/** The details an upload carries in the header `name` (encodeURIComponent of their JSON), or undefined when missing or unreadable. */
export function uploadDetails(headers: Headers, name: string): unknown {
  try {
    return JSON.parse(decodeURIComponent(headers.get(name) ?? ''))
  } catch {
    return undefined
  }
}
