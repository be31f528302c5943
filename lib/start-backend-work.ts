import 'server-only'
import { perBackend } from '@/lib/backend'
import { getLocalBackups } from '@/lib/backup/get-local-backups'

/**
 * At server start (instrumentation.ts), local backend only: the notification
 * retry loop, the daily backup, the scheduled publications' minute loop and,
 * while no admin exists, the one-time setup link.
 */
export const startBackendWork = perBackend<Promise<void>>({
  supabase: async () => {},
  local: async () => {
    const [{ startLocalRetryLoop }, { startSetupLinkWatch }, backups, { startScheduledPublishing }] =
      await Promise.all([
        import('@/lib/notifications/local-delivery'),
        import('@/lib/auth/local/setup-link'),
        getLocalBackups(),
        import('@/lib/content/scheduled-publishing-loop'),
      ])
    startLocalRetryLoop()
    backups?.startDailyBackups()
    startScheduledPublishing()
    startSetupLinkWatch()
  },
})
