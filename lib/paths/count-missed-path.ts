import { recordMissedPath, recordRedirectHit } from '@/lib/data'
import { shortLogLine } from '@/lib/security/log-lines'
import { isCountableMissedPath, keptReferrer } from './missed-path'

// The proxy's counts, made once its answer is on its way: a failure is one
// short log line, never the visitor's problem.

const logged = (what: string) => (error: unknown) =>
  console.error(shortLogLine(`${what} could not be counted: ${String(error)}`))

/**
 * Counts a 404 of `path` (as requestedPath gives it) for 'Direcciones que fallan', with the page
 * that linked to it (the Referer header, kept as origin and path); a path with an invisible or
 * format character is not counted.
 */
export const countMissedPath = async (path: string, referer: string | null = null) => {
  if (!isCountableMissedPath(path)) return
  await recordMissedPath(path, keptReferrer(referer)).catch(logged('A missed path'))
}

/** Counts one answer of the staff redirect at `source`: a counter and a time on its row, nothing more. */
export const countRedirectHit = async (source: string) => {
  await recordRedirectHit(source).catch(logged('A redirect hit'))
}
