import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { clientIp, PEER_MARK_HEADER } from '@/lib/security/client-ip'
import { forwardPeerIps } from '@/lib/security/peer-forwarding'

// A real HTTP server of this process, as `next start` runs one: the request
// handler sees the header the way the server action will.

type Seen = { forwardedFor: string | undefined; hop0: string; hop1: string }

let server: http.Server
let baseUrl: string
let stopForwarding: () => void = () => {}
/** Installs the forwarding for this test alone (afterEach removes it). */
const forwarding = () => void (stopForwarding = forwardPeerIps())

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const seen: Seen = {
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      hop0: clientIp(headers, 0),
      hop1: clientIp(headers, 1),
    }
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(seen))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(() => {
  stopForwarding()
  stopForwarding = () => {}
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const ask = async (headers: Record<string, string> = {}) =>
  (await (await fetch(baseUrl, { headers })).json()) as Seen

describe('the peer forwarding of a directly exposed server', () => {
  it('is what lets a client choose its address: without it, the forged header is all there is', async () => {
    expect(await ask({ 'x-forwarded-for': '6.6.6.6' })).toMatchObject({ hop0: '6.6.6.6' })
  })

  it('appends the connection’s address, so the forged value is no longer the client', async () => {
    forwarding()
    expect(await ask({ 'x-forwarded-for': '6.6.6.6' })).toEqual({
      forwardedFor: '6.6.6.6, 127.0.0.1',
      hop0: '127.0.0.1',
      hop1: '6.6.6.6',
    })
    expect(await ask()).toEqual({ forwardedFor: '127.0.0.1', hop0: '127.0.0.1', hop1: '127.0.0.1' })
  })

  it('overwrites a mark the client forged', async () => {
    forwarding()
    expect(await ask({ 'x-forwarded-for': '6.6.6.6', [PEER_MARK_HEADER]: 'adivinada' })).toMatchObject({
      hop0: '127.0.0.1',
    })
  })

  it('counts a request it did not see (one that arrived while the server was starting) as "desconocido"', () => {
    forwarding()
    const unseen = new Headers({ 'x-forwarded-for': '6.6.6.6' })
    expect(clientIp(unseen, 0)).toBe('desconocido')
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6', [PEER_MARK_HEADER]: 'x' }), 0)).toBe(
      'desconocido',
    )
  })

  it('is installed once, however many times the server starts it', async () => {
    forwarding()
    const again = forwardPeerIps()
    expect((await ask({ 'x-forwarded-for': '6.6.6.6' })).forwardedFor).toBe('6.6.6.6, 127.0.0.1')
    again()
  })
})
