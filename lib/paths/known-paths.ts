import { shortLogLine } from '@/lib/security/log-lines'
import { knownPathsGeneration } from './known-paths-signal'

// What the proxy knows of the paths staff made: the published staff
// pages' paths and the staff redirects, held in memory and read again every
// REFRESH_MS, or on the next request after a change in this process
// (known-paths-signal.ts). A few hundred entries at most.

export type StaffRedirect = { destination: string; permanent: boolean }
export type KnownPaths = {
  staffPaths: ReadonlySet<string>
  redirects: ReadonlyMap<string, StaffRedirect>
}
export type PathLists = {
  staffPaths: string[]
  redirects: (StaffRedirect & { source: string })[]
}

/** How long the lists are trusted: a change made on another server instance shows within this. */
export const REFRESH_MS = 20_000
/** After a failed read, unknown paths go to the catch-all this long before the next try (one log line per try). */
export const RETRY_MS = 5_000

type Held = { at: number; generation: number; paths: KnownPaths | null }

export function createKnownPaths({
  load,
  now = Date.now,
  generation = knownPathsGeneration,
  log = console.error,
}: {
  load: () => Promise<PathLists>
  now?: () => number
  generation?: () => number
  log?: (line: string) => void
}) {
  let held: Held | null = null
  let reading: Promise<Held> | null = null

  const fresh = (entry: Held) =>
    entry.generation === generation() && now() - entry.at < (entry.paths ? REFRESH_MS : RETRY_MS)

  async function read(): Promise<Held> {
    const at = now()
    const asOf = generation()
    try {
      const lists = await load()
      const paths: KnownPaths = {
        staffPaths: new Set(lists.staffPaths),
        redirects: new Map(lists.redirects.map(({ source, ...rule }) => [source, rule])),
      }
      return { at, generation: asOf, paths }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      log(
        shortLogLine(
          `The staff pages and redirects could not be read; unknown paths go to the catch-all for now: ${reason}`,
        ),
      )
      return { at, generation: asOf, paths: null }
    }
  }

  /** The lists as last read, read again when older than REFRESH_MS or changed here; null when they cannot be read. */
  return async function knownPaths(): Promise<KnownPaths | null> {
    if (held && fresh(held)) return held.paths
    reading ??= read().finally(() => {
      reading = null
    })
    held = await reading
    return held.paths
  }
}
