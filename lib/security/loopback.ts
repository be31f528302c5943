import { BlockList, isIP } from 'node:net'
import { clientAddress } from '@/lib/leads/rate-limit'

// The machine itself: 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6
// (::ffff:127.0.0.1), which BlockList matches against the IPv4 subnet.
const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** A 403 for any caller not on the loopback address; null for one that is. */
export function refuseUnlessLoopback(headers: Headers): Response | null {
  if (isLoopbackAddress(clientAddress(headers))) return null
  return Response.json({ error: 'Only this machine may call this route' }, { status: 403 })
}
