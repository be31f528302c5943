// Runs once when the server starts (not during `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { isBuildPhase } = await import('@/lib/build-phase')
  if (isBuildPhase()) return
  // First, so that the limits count the connection's address of every request from now on.
  const { forwardPeerIps } = await import('@/lib/security/peer-forwarding')
  forwardPeerIps()
  // Local backend: the notification retry loop and, while no admin exists, the setup link.
  const { startBackendWork } = await import('@/lib/start-backend-work')
  await startBackendWork()
}
