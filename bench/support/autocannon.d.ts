// The part of autocannon 9's programmatic API that bench/throughput.ts uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number } & Record<
    'p2_5' | 'p50' | 'p75' | 'p90' | 'p97_5' | 'p99' | 'p99_9',
    number
  >
  export type Result = {
    url: string
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
    throughput: Histogram & { total: number }
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    headers?: Record<string, string>
    timeout?: number
  }
  function autocannon(options: Options): Promise<Result> & { stop: () => void }
  export default autocannon
}
