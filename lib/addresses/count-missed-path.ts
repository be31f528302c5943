import { recordMissedPath } from '@/lib/data'
import { shortLogLine } from '@/lib/security/log-lines'

/** Counts a 404 of `path` (as requestedPath gives it) for 'Direcciones que fallan'; a failure is one short log line. */
export const countMissedPath = (path: string) =>
  recordMissedPath(path).catch((error: unknown) =>
    console.error(shortLogLine(`A missed path could not be counted: ${String(error)}`)),
  )
