import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import tls from 'node:tls'

// Requests exactly as written, for what Playwright's request fixture would
// normalise: encoded slashes, `..` segments, chunked bodies, broken request lines.

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One request with the path sent byte for byte (no URL normalisation), optionally from a chosen local address. */
export function rawRequest(
  baseURL: string,
  {
    method = 'GET',
    path,
    headers = {},
    body,
    localAddress,
  }: {
    method?: string
    path: string
    headers?: Record<string, string>
    body?: Buffer | string | Buffer[]
    /** The address the connection comes from, e.g. another loopback address (all of 127.0.0.0/8 is this machine). */
    localAddress?: string
  },
): Promise<RawAnswer> {
  const base = new URL(baseURL)
  const client = base.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: base.hostname,
        port: base.port || undefined,
        method,
        path,
        headers,
        localAddress,
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within 30 s`)))
    request.on('error', reject)
    // An array is sent as separate chunks without Content-Length (Transfer-Encoding: chunked).
    if (Array.isArray(body)) for (const chunk of body) request.write(chunk)
    else if (body !== undefined) request.write(body)
    request.end()
  })
}

/** Writes `bytes` on a fresh connection and returns the status of the first answer (0 if the server closed without one). */
export function rawExchange(baseURL: string, bytes: string): Promise<{ status: number; text: string }> {
  const base = new URL(baseURL)
  const secure = base.protocol === 'https:'
  const port = Number(base.port || (secure ? 443 : 80))
  return new Promise((resolve) => {
    const socket = secure
      ? tls.connect({ host: base.hostname, port, servername: base.hostname })
      : net.connect({ host: base.hostname, port })
    const chunks: Buffer[] = []
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8')
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text })
    }
    socket.setTimeout(15_000, () => socket.destroy())
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(bytes))
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      // One answer is enough: stop at the end of its headers plus a little body.
      if (Buffer.concat(chunks).includes('\r\n\r\n')) socket.end()
    })
    socket.on('close', finish)
    // A reset instead of an answer counts as 'no answer' (status 0): the caller decides.
    socket.on('error', finish)
  })
}
