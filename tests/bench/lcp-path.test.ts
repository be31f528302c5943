import {
  describeLcpPath,
  scriptKb,
  summarizeLcpGraph,
  type LanternNode,
  type LanternTiming,
} from '@/bench/support/lcp-path'

const origin = 'http://127.0.0.1:4000'
const request = (path: string, kb: number, resourceType: string, document = false): LanternNode => ({
  type: 'network',
  request: { url: origin + path, transferSize: kb * 1024, resourceType },
  isMainDocument: () => document,
})
const cpu = (): LanternNode => ({ type: 'cpu' })
const timing = (startTime: number, endTime: number): LanternTiming => ({
  startTime,
  endTime,
  duration: endTime - startTime,
})

describe('the LCP graph of a run', () => {
  const graph = new Map<LanternNode, LanternTiming>([
    [request('/instalacion-placas-solares', 22, 'Document', true), timing(0, 768)],
    [request('/_next/static/media/inter.woff2', 48, 'Font'), timing(768, 1536)],
    [request('/_next/static/chunks/app.css', 9, 'Stylesheet'), timing(768, 936)],
    [cpu(), timing(768, 1089)],
    [request('/_next/static/chunks/10q50.js', 46, 'Script'), timing(1089, 2157)],
    [request('/_next/static/chunks/turbopack.js', 5, 'Script'), timing(1089, 1557)],
    [cpu(), timing(1090, 1208)],
  ])

  it('lists its requests, the last to finish first, with the simulated LCP and main-thread time', () => {
    const path = summarizeLcpGraph(graph, 246)
    expect(path.simulatedMs).toBe(2157)
    expect(path.cpuMs).toBe(321 + 118)
    expect(path.requests.map((r) => [r.name, r.kind, r.kb, r.endMs])).toEqual([
      ['10q50.js', 'script', 46, 2157],
      ['turbopack.js', 'script', 5, 1557],
      ['inter.woff2', 'font', 48, 1536],
      ['app.css', 'stylesheet', 9, 936],
      ['/instalacion-placas-solares', 'document', 22, 768],
    ])
    expect(scriptKb(path)).toBe(51)
  })

  it('says which download sets LCP and which scripts ran before the real paint', () => {
    expect(describeLcpPath(summarizeLcpGraph(graph, 246))).toBe(
      '2157 ms, when `10q50.js` (script, 46 KB) finishes; in it 2 scripts (51 KB) that ran before the real paint at 246 ms, main thread 439 ms',
    )
  })

  it('says so when the paint came before every script', () => {
    const paintFirst = new Map([...graph].filter(([node]) => node.request?.resourceType !== 'Script'))
    expect(describeLcpPath(summarizeLcpGraph(paintFirst, 190))).toBe(
      '1536 ms, when `inter.woff2` (font, 48 KB) finishes; in it no script (the real paint at 190 ms came first), main thread 439 ms',
    )
    expect(describeLcpPath(null)).toBe('not available')
  })
})
