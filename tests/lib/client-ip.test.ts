import { ipAtHop, clientIp, isLoopbackIp, networkOf, normalizeIp } from '@/lib/security/client-ip'

// Which X-Forwarded-For entry is the client: by the time the action reads the
// header, the server has appended the connection's address as its last entry,
// and TRUSTED_PROXY_HOPS front servers of ours have each appended one before it.

const headers = (forwardedFor?: string) =>
  new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor })

describe('the client address', () => {
  it('is the connection’s address (the last entry) when no proxy is trusted, whatever the client wrote', () => {
    expect(ipAtHop('203.0.113.7', 0)).toBe('203.0.113.7')
    expect(ipAtHop('6.6.6.6, 7.7.7.7, 203.0.113.7', 0)).toBe('203.0.113.7')
    expect(clientIp(headers('1.1.1.1, 203.0.113.7'), 0)).toBe('203.0.113.7')
  })

  it('counts trusted hops from the right, so a spoofed leftmost value is never read', () => {
    // The client wrote 6.6.6.6; nginx appended the client's real address; the server appended nginx's.
    expect(ipAtHop('6.6.6.6, 198.51.100.20, 10.0.0.2', 1)).toBe('198.51.100.20')
    expect(ipAtHop('6.6.6.6, 198.51.100.20, 10.0.0.3, 10.0.0.2', 2)).toBe('198.51.100.20')
    expect(clientIp(headers('6.6.6.6, 198.51.100.20, 10.0.0.2'), 1)).toBe('198.51.100.20')
  })

  it('takes the leftmost entry when there are fewer hops than trusted proxies', () => {
    // A request that reached the server directly: the connection's address is all there is.
    expect(ipAtHop('198.51.100.20', 1)).toBe('198.51.100.20')
  })

  it('is "desconocido" without the header, with an empty one, or with something that is not an address', () => {
    expect(clientIp(headers(), 0)).toBe('desconocido')
    expect(ipAtHop('', 0)).toBe('desconocido')
    expect(ipAtHop(' , ', 0)).toBe('desconocido')
    expect(ipAtHop('1.2.3.4, localhost', 0)).toBe('desconocido')
    expect(ipAtHop('999.1.1.1', 0)).toBe('desconocido')
  })

  it('spells each address one way: IPv6 canonical, IPv4-mapped as IPv4, ports and brackets dropped', () => {
    expect(ipAtHop('2001:DB8:0:0::1', 0)).toBe('2001:db8::1')
    expect(ipAtHop('[2001:db8::1]:443', 0)).toBe('2001:db8::1')
    expect(ipAtHop('fe80::1%eth0', 0)).toBe('fe80::1')
    expect(ipAtHop('::ffff:127.0.0.1', 0)).toBe('127.0.0.1')
    expect(ipAtHop('::FFFF:7f00:1', 0)).toBe('127.0.0.1')
    expect(ipAtHop('203.0.113.7:51234', 0)).toBe('203.0.113.7')
    expect(ipAtHop(' 203.0.113.7 ', 0)).toBe('203.0.113.7')
    expect(normalizeIp('::1')).toBe('::1')
    expect(normalizeIp('2001:db8::g')).toBeNull()
  })

  it('tells the loopback addresses, in either IP version, from the others', () => {
    expect(isLoopbackIp(ipAtHop('::ffff:127.0.0.1', 0))).toBe(true)
    const addresses = ['127.0.0.1', '::1', '10.0.0.1', '::2', 'desconocido']
    expect(addresses.map((ip) => isLoopbackIp(ip))).toEqual([true, true, false, false, false])
  })
})

describe('what the limits count a client by', () => {
  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::7', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('is the IPv6 address %s’s /64 network (%s), which one host usually holds whole', (address, network) => {
    expect(networkOf(address)).toBe(network)
  })

  it.each(['203.0.113.7', 'desconocido'])('is %s itself: an IPv4 address, or "desconocido"', (address) => {
    expect(networkOf(address)).toBe(address)
  })
})
