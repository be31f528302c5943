import { clientIp, isLoopbackIp } from './client-ip'

/** A 403 for any caller not on the loopback address; null for one that is. */
export function refuseUnlessLoopback(headers: Headers): Response | null {
  if (isLoopbackIp(clientIp(headers))) return null
  return Response.json({ error: 'Only this machine may call this route' }, { status: 403 })
}
