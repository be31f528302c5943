// Runs once when the server starts (not during `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // First, so that the limits count the connection's address of every request from now on.
  const { forwardPeerAddresses } = await import('@/lib/security/peer-forwarding')
  forwardPeerAddresses()
  const { startLocalRetryLoop } = await import('@/lib/notifications/notify-lead')
  startLocalRetryLoop()
  // Local backend without an admin: prints the one-time link that creates it.
  const { startSetupLinkWatch } = await import('@/lib/auth/local/setup-link')
  startSetupLinkWatch()
}
