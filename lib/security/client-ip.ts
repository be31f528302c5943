import { BlockList, isIP, isIPv4 } from 'node:net'
import { env } from '@/lib/env'

// The address of the client that sent a request, as every per-address limit
// counts it. The server appends the address the connection came from to
// X-Forwarded-For before Next.js sees the request (lib/security/peer-forwarding.ts,
// started by instrumentation.ts), as a front server does; TRUSTED_PROXY_HOPS
// says how many proxies of ours stand in front and append their own hop. The
// client is the entry that many hops left of the last one; whatever the client
// wrote further left is never read.

export const UNKNOWN_IP = 'desconocido'

/** The header in which this process's peer forwarding vouches for a request it has seen. */
export const PEER_MARK_HEADER = 'x-peer-forwarding-mark'
const peerMarkSlot = Symbol.for('solar-cieza.peer-forwarding-mark')

type MarkHolder = { [peerMarkSlot]?: string }

/** The random mark of this process's peer forwarding, once it is installed. */
export function peerForwardingMark(): string | undefined {
  return (globalThis as MarkHolder)[peerMarkSlot]
}

export function setPeerForwardingMark(mark: string | undefined) {
  ;(globalThis as MarkHolder)[peerMarkSlot] = mark
}

/** The client's address from a request's headers (IPv4, or canonical IPv6), or 'desconocido'. */
export function clientIp(headers: Headers, trustedHops = env.TRUSTED_PROXY_HOPS): string {
  const mark = peerForwardingMark()
  // A request that reached the server before the forwarding was installed
  // (while it was starting) carries the client's own header only.
  if (mark !== undefined && headers.get(PEER_MARK_HEADER) !== mark) return UNKNOWN_IP
  return ipAtHop(headers.get('x-forwarded-for'), trustedHops)
}

/** What the limits count a client by: its IPv4 address, or its IPv6 /64 network (what one host usually holds). */
export function clientLimitKey(headers: Headers): string {
  return networkOf(clientIp(headers))
}

/** The entry `trustedHops` hops left of the last one (the leftmost if there are fewer), normalised. */
export function ipAtHop(forwardedFor: string | null, trustedHops: number): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  if (hops.length === 0) return UNKNOWN_IP
  const entry = hops[Math.max(0, hops.length - 1 - trustedHops)]!
  return normalizeIp(entry) ?? UNKNOWN_IP
}

/**
 * One spelling per address: an IPv4 address as is, an IPv6 address in its
 * canonical form (lower case, zeros compressed), an IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`) as IPv4; a port or brackets around it are dropped.
 * Null for anything that is not an IP address.
 */
export function normalizeIp(value: string): string | null {
  const text = value.trim()
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?$/.exec(text)?.[1]
  if (v4) return isIPv4(v4) ? v4 : null
  const v6 = (/^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)?.[1] ?? text).split('%')[0]!
  if (!v6.includes(':')) return null
  let canonical: string
  try {
    // The WHATWG URL parser validates IPv6 and writes it in RFC 5952's canonical form.
    canonical = new URL(`http://[${v6}]/`).hostname.slice(1, -1)
  } catch {
    return null
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical)
  if (!mapped) return canonical
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

// The machine itself: 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6
// (::ffff:127.0.0.1), which BlockList matches against the IPv4 subnet.
const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** Whether an address is this machine's loopback. */
export function isLoopbackIp(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** An IPv6 address's /64 network ('2001:db8:1:2::/64'); an IPv4 address (or 'desconocido') unchanged. */
export function networkOf(address: string): string {
  if (!address.includes(':')) return address
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${groups.slice(0, 4).join(':')}::/64`
}
