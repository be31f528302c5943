// What a run's LCP is made of, as Lighthouse computes it. Its Lantern model keeps,
// in the LCP's dependency graph, every request that had finished before the
// largest paint of the real (unthrottled) load, except the scripts that only
// ran after that paint, and the main-thread tasks before it; then it replays
// that graph on a simulated slow phone. A script that happened to run before
// the paint therefore adds its whole download to LCP: this shows which did.

export type LcpRequestKind = 'document' | 'script' | 'stylesheet' | 'font' | 'other'

export type LcpRequest = {
  /** The file name (or the page's path, for the document). */
  name: string
  kind: LcpRequestKind
  kb: number
  /** When the simulated download ends, in ms after navigation. */
  endMs: number
}

export type LcpPath = {
  /** The largest paint of the real, unthrottled load, in ms after navigation. */
  observedMs: number | null
  /**
   * When the last node of the simulated (pessimistic) graph ends. Lighthouse's LCP averages it with
   * the optimistic graph's, which only leaves out low-priority images.
   */
  simulatedMs: number
  /** The requests in the graph, the last to finish first. */
  requests: LcpRequest[]
  /** Main-thread time in the graph, as simulated (4× the real one). */
  cpuMs: number
}

/** A node of Lantern's graph, as far as this summary reads it. */
export type LanternNode = {
  type: string
  request?: { url: string; transferSize?: number; resourceType?: string }
  isMainDocument?: () => boolean
}
export type LanternTiming = { startTime: number; endTime: number; duration: number }

const kinds: Record<string, LcpRequestKind> = { Script: 'script', Stylesheet: 'stylesheet', Font: 'font' }

export function summarizeLcpGraph(
  nodeTimings: Map<LanternNode, LanternTiming>,
  observedMs: number | null,
): LcpPath {
  const requests: LcpRequest[] = []
  let cpuMs = 0
  let simulatedMs = 0
  for (const [node, timing] of nodeTimings) {
    simulatedMs = Math.max(simulatedMs, timing.endTime)
    if (node.type !== 'network' || !node.request) {
      cpuMs += timing.duration
      continue
    }
    const url = new URL(node.request.url)
    const document = node.isMainDocument?.() ?? false
    requests.push({
      name: document ? url.pathname : (url.pathname.split('/').pop() ?? url.pathname),
      kind: document ? 'document' : (kinds[node.request.resourceType ?? ''] ?? 'other'),
      kb: Math.round((node.request.transferSize ?? 0) / 1024),
      endMs: Math.round(timing.endTime),
    })
  }
  requests.sort((a, b) => b.endMs - a.endMs)
  return { observedMs, simulatedMs: Math.round(simulatedMs), requests, cpuMs: Math.round(cpuMs) }
}

/** Kilobytes of script in the graph: the downloads a paint that lost the race to the scripts added to LCP. */
export const scriptKb = (path: LcpPath | null) =>
  path ? path.requests.filter((request) => request.kind === 'script').reduce((sum, r) => sum + r.kb, 0) : null

/** "2157 ms, when `x.js` (script, 46 KB) finishes; in it 2 scripts (51 KB) that ran before the real paint at 246 ms, main thread 439 ms". */
export function describeLcpPath(path: LcpPath | null): string {
  if (!path) return 'not available'
  const last = path.requests[0]
  const scripts = path.requests.filter((request) => request.kind === 'script')
  const lastPart = last ? `, when \`${last.name}\` (${last.kind}, ${last.kb} KB) finishes` : ''
  const scriptPart = scripts.length
    ? `${scripts.length} script${scripts.length === 1 ? '' : 's'} (${scriptKb(path)} KB) that ran before the real paint${path.observedMs === null ? '' : ` at ${path.observedMs} ms`}`
    : `no script${path.observedMs === null ? '' : ` (the real paint at ${path.observedMs} ms came first)`}`
  return `${path.simulatedMs} ms${lastPart}; in it ${scriptPart}, main thread ${path.cpuMs} ms`
}

type LanternResult = { pessimisticEstimate: { nodeTimings: Map<LanternNode, LanternTiming> } }
type LanternLcp = { request: (data: unknown, context: unknown) => Promise<LanternResult> }

// Lighthouse's own computation, from a module it does not export by name; a
// specifier in a variable keeps TypeScript from type-checking its internals.
const lanternModule = 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

/** The LCP graph of one Lighthouse run, from its artifacts; null if Lighthouse could not build it. */
export async function lcpPathOf(
  artifacts: {
    Trace: unknown
    DevtoolsLog: unknown
    GatherContext: unknown
    URL: unknown
    SourceMaps?: unknown
  },
  settings: unknown,
  observedMs: number | null,
): Promise<LcpPath | null> {
  try {
    const { LanternLargestContentfulPaint } = (await import(lanternModule)) as {
      LanternLargestContentfulPaint: LanternLcp
    }
    const result = await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        simulator: null,
      },
      { computedCache: new Map() },
    )
    return summarizeLcpGraph(result.pessimisticEstimate.nodeTimings, observedMs)
  } catch {
    return null
  }
}
