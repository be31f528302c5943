// Requests as the benchmarks send them: Node's own HTTP client, many in flight.

import http from 'node:http'

// Node's own client over a keep-alive pool: fetch() costs several times more on
// the client's side, which shares the 2 cores and would be counted in every answer.
export function send(url: string, agent: http.Agent, headers?: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, { method: body ? 'POST' : 'GET', headers, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      )
    })
    request.on('error', reject).end(body)
  })
}

/** Runs `total` calls of `task`, `parallel` at a time: how many succeeded, and each call's answer time. */
export async function inParallel(total: number, parallel: number, task: (index: number) => Promise<boolean>) {
  const times: number[] = []
  let next = 0
  let succeeded = 0
  const worker = async () => {
    for (let index = next++; index < total; index = next++) {
      const started = performance.now()
      if (await task(index)) succeeded++
      times.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return { succeeded, times }
}
