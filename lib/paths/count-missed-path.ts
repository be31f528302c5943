import { recordMissedPath } from '@/lib/data'
import { shortLogLine } from '@/lib/security/log-lines'
import { isCountableMissedPath } from './missed-path'

/**
 * Counts a 404 of `path` (as requestedPath gives it) for 'Direcciones que fallan'; a path with an
 * invisible or format character is not counted; a failure is one short log line.
 */
export const countMissedPath = async (path: string) => {
  if (!isCountableMissedPath(path)) return
  await recordMissedPath(path).catch((error: unknown) =>
    console.error(shortLogLine(`A missed path could not be counted: ${String(error)}`)),
  )
}
