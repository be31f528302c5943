import 'server-only'
import type { AuthBackend } from '@/lib/auth/types'
import type { LocalBackups } from '@/lib/backup/local-backups'
import { createLocalAuthBackend } from '@/lib/auth/local/backend'
import { createSupabaseAuthBackend } from '@/lib/auth/supabase/backend'
import { createLocalBackend } from '@/lib/data/local/backend'
import { writeContentSnapshot, writeSeoSnapshot, writeStaffPagesSnapshot } from '@/lib/db/snapshots'
import { createSnapshotBackend } from '@/lib/data/local/snapshot-backend'
import { createSupabaseBackend } from '@/lib/data/supabase/backend'
import type { DataBackend } from '@/lib/data/types'
import { env } from '@/lib/env'
import { createMemoryLimitStore } from '@/lib/limits/memory'
import { createRequestLimits, limitSettings, type RequestLimits } from '@/lib/limits/request-limits'
import { createSupabaseLimitStore } from '@/lib/limits/supabase'
import {
  createFolderPhotoStore,
  createSupabasePhotoStore,
  localPhotosDir,
  type PhotoStore,
} from '@/lib/photos/store'
import { requestLeadNotification, requestTestEmail } from '@/lib/notifications/request-notification'
import type { TestEmailAnswer } from '@/lib/notifications/transports'
import { createPublicClient } from '@/lib/supabase/public'
import { createSecretClient, supabaseSecretKey } from '@/lib/supabase/secret'
import { createServiceRoleClients, type ServiceRoleClients } from '@/lib/supabase/service-role'
import { createSessionClient } from '@/lib/supabase/server'
import { siteSharedSecret } from '@/lib/supabase/site-secret'
import { isBuildPhase } from '@/lib/build-phase'
import { backendKind, supabaseProject, type SupabaseProject } from './kind'

// Everything that differs between the two backends, each made once, for the
// backend lib/backend/kind.ts names. PGlite and nodemailer load only when the
// local backend first needs them, so a Supabase server never loads either.

/** Tells the company about a stored lead; throws when that fails (the notification stays pending). */
export type LeadNotifier = (leadId: string) => Promise<void>

const onSupabase = backendKind === 'supabase'
const project = supabaseProject()

/** The Supabase project of this process; only called on the Supabase backend. */
function configuredProject(): SupabaseProject {
  if (!project) throw new Error('Supabase is not configured')
  return project
}
const publicClient = () => createPublicClient(configuredProject())
const sessionClient = () => createSessionClient(configuredProject())
const secretClient = () => createSecretClient(configuredProject())

const localDb = async () => (await import('@/lib/db/database')).getLocalDb()
const localDelivery = () => import('@/lib/notifications/local-delivery')

function once<T>(create: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: create() }).value
}

/** Leads, SEO records, page content, the inbox, reviews; during `next build` on the local backend, the snapshots. */
export const getDataBackend = once((): DataBackend => {
  if (onSupabase)
    return createSupabaseBackend(publicClient, sessionClient, {
      siteSecret: siteSharedSecret,
      getSecretClient: secretClient,
    })
  if (isBuildPhase()) return createSnapshotBackend()
  const backend = createLocalBackend(localDb, {
    onSeoPagesSaved: (records) => writeSeoSnapshot(records),
    onContentPublished: (records) => {
      writeContentSnapshot(records)
      // A publish may have published a staff page (SQL marks it so).
      backend.staffPages
        .listPublished()
        .then(writeStaffPagesSnapshot)
        .catch((error: unknown) => console.error('The staff pages snapshot could not be written.', error))
    },
    onStaffPagesChanged: (pages) => writeStaffPagesSnapshot(pages),
  })
  return backend
})

/** Accounts and sessions: Supabase Auth, or local accounts with a signed cookie. */
export const getAuthBackend = once((): AuthBackend =>
  onSupabase
    ? createSupabaseAuthBackend(sessionClient, configuredProject())
    : createLocalAuthBackend(localDb),
)

/** The photo library's files: the private Storage bucket `photos` (secret key), or the local folder. */
export const getPhotoStore = once((): PhotoStore =>
  onSupabase ? createSupabasePhotoStore(secretClient) : createFolderPhotoStore(localPhotosDir(env)),
)

/** Whether a sign-up may carry the one-time setup link's token: only the local backend prints that link. */
export const acceptsSetupToken = !onSupabase

/**
 * How lead notifications leave: Supabase's function (its e-mail API), SMTP_URL's server, or,
 * with neither, the server log only. Apart from the transports, so reading it loads no mailer.
 */
export const mailSetup = (): 'function' | 'smtp' | 'log' =>
  onSupabase ? 'function' : env.SMTP_URL ? 'smtp' : 'log'

/**
 * In the database on Supabase (every instance counts together; its functions
 * answer the service role only), in memory locally (one process).
 */
export const getRequestLimits = once((): RequestLimits =>
  createRequestLimits(
    onSupabase ? createSupabaseLimitStore(secretClient, siteSharedSecret()) : createMemoryLimitStore(),
    limitSettings(env),
  ),
)

/**
 * The one delivery of supabase/functions/_shared/notification-delivery.ts, for
 * this lead: on Supabase in the send-contact-notification function (re-run on a
 * schedule for retries), locally in this process (its retry loop runs every minute).
 */
export const getLeadNotifier = once((): LeadNotifier =>
  onSupabase
    ? (leadId) => requestLeadNotification(publicClient(), siteSharedSecret(), leadId)
    : async (leadId) => {
        await (await localDelivery()).deliverLocalNotifications({ leadId })
      },
)

/**
 * The admin panel's test e-mail, through the notifications' own way out: the
 * Supabase function (its e-mail API), or locally SMTP_URL's server or the log.
 */
export const getTestEmailSender = once((): (() => Promise<TestEmailAnswer>) =>
  onSupabase
    ? () => requestTestEmail(publicClient(), siteSharedSecret())
    : async () => (await import('@/lib/notifications/transports')).sendTestEmail(),
)

/**
 * Backups of the local database and its photos (taken by this server, listed for the dashboard,
 * downloaded by an admin); null on Supabase, which backs up its own databases.
 */
export const getLocalBackups = once(async (): Promise<LocalBackups | null> =>
  onSupabase
    ? null
    : (await import('@/lib/backup/local-backups')).createLocalBackups(localDb, getPhotoStore()),
)

/**
 * The key the scheduler's route accepts from this server's own minute loop: locally only (on
 * Supabase a cron calls the route, with CRON_SECRET).
 */
export const schedulerProcessKey = async (): Promise<string | null> =>
  onSupabase ? null : (await import('@/lib/content/scheduler-access')).processSchedulerKey()

/**
 * At server start (instrumentation.ts), local backend only: the notification
 * retry loop, the daily backup, the scheduled publications' minute loop and,
 * while no admin exists, the one-time setup link.
 */
export async function startBackendWork(): Promise<void> {
  if (onSupabase) return
  const [{ startLocalRetryLoop }, { startSetupLinkWatch }, backups, { startScheduledPublishing }] =
    await Promise.all([
      localDelivery(),
      import('@/lib/auth/local/setup-link'),
      getLocalBackups(),
      import('@/lib/content/scheduled-publishing-loop'),
    ])
  startLocalRetryLoop()
  backups?.startDailyBackups()
  startScheduledPublishing()
  startSetupLinkWatch()
}

/** Whether `next build` reads the stored SEO records from the local snapshot (scripts/seo-snapshot.ts writes it first). */
export const buildReadsSeoSnapshot = !onSupabase

/** What `npm run admin` writes the admin list through: Supabase's auth and REST APIs with the secret key; null locally. */
export function serviceRoleClients(): ServiceRoleClients | null {
  return onSupabase ? createServiceRoleClients(configuredProject().url, supabaseSecretKey()) : null
}
