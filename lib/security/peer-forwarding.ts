import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { PEER_MARK_HEADER, peerForwardingMark, setPeerForwardingMark } from './client-ip'

// `next start` serves the internet itself, and Next.js fills X-Forwarded-For
// with the connection's address only when the client sent none: a client that
// sends its own would choose the address our limits count. App Router code
// never sees the connection, so before Next.js sees a request this appends the
// connection's address to the header, as a front server (nginx's
// $proxy_add_x_forwarded_for) does, and marks the request with a random value
// of this process, so that clientIp can tell a request that arrived
// before this was installed (while the server was starting).

/** Installs the forwarding on every HTTP server of this process; returns its removal (for tests). */
export function forwardPeerIps(): () => void {
  const prototype = http.Server.prototype
  if (peerForwardingMark() !== undefined) return () => {}
  const mark = randomBytes(16).toString('hex')
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') appendPeer(args[0] as http.IncomingMessage, mark)
    return emit.call(this, event, ...args)
  } as typeof prototype.emit
  setPeerForwardingMark(mark)
  return () => {
    prototype.emit = emit as typeof prototype.emit
    setPeerForwardingMark(undefined)
  }
}

function appendPeer(request: http.IncomingMessage, mark: string) {
  const peer = request.socket.remoteAddress ?? 'unknown'
  const sent = request.headers['x-forwarded-for']
  const forwarded = Array.isArray(sent) ? sent.join(', ') : sent
  request.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${peer}` : peer
  request.headers[PEER_MARK_HEADER] = mark
}
