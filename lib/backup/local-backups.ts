import 'server-only'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { env } from '@/lib/env'
import type { PhotoStore } from '@/lib/photos/store'
import {
  backupFileName,
  dumpBackup,
  listBackups,
  takeBackup,
  type BackupSettings,
  type TakenBackup,
} from './take-backup'

// The running server's backups of the local database and its photos: where
// they go, the daily one, and what the dashboard shows of them. A failure is kept in this
// process's memory (the one process that takes backups); after a restart,
// "none in the last 48 hours" still shows a backup that keeps failing.

const day = 24 * 60 * 60 * 1000
/** The dashboard warns when the newest backup is older than this. */
export const backupMaxAge = 2 * day

export function backupSettings(): BackupSettings {
  const dataDir = path.resolve(/* turbopackIgnore: true */ env.LOCAL_DATA_DIR)
  return {
    dir: env.BACKUP_DIR
      ? path.resolve(/* turbopackIgnore: true */ env.BACKUP_DIR)
      : path.join(path.dirname(dataDir), 'backups'),
    keep: env.BACKUP_KEEP,
  }
}

export type BackupStatus = {
  lastBackupAt: Date | null
  /** The last attempt's failure, when no backup succeeded after it. */
  failure: { at: Date; message: string } | null
  /** No backup in the last 48 hours. */
  overdue: boolean
}

const memory = globalThis as unknown as { backupFailure?: { at: Date; message: string } | null }

export type LocalBackups = {
  take(): Promise<TakenBackup>
  /** A fresh backup for the admin area's download: sent, not stored (downloads never push the daily ones out). */
  download(): Promise<{ fileName: string; bytes: Buffer }>
  status(now?: Date): Promise<BackupStatus>
  /** Takes one at start when the newest is a day old or more, then checks every hour. */
  startDailyBackups(): void
}

export function createLocalBackups(
  getDb: () => Promise<PGlite>,
  photos: Pick<PhotoStore, 'get'>,
  settings = backupSettings(),
): LocalBackups {
  const site = async () => ({ db: await getDb(), photos })
  const take = async () => {
    try {
      const taken = await takeBackup(await site(), settings)
      memory.backupFailure = null
      return taken
    } catch (error) {
      memory.backupFailure = { at: new Date(), message: (error as Error).message }
      console.error(`backup: failed to write a backup into ${settings.dir}: ${(error as Error).message}`)
      throw error
    }
  }
  const newest = async () => (await listBackups(settings.dir)).at(-1)?.createdAt ?? null

  return {
    take,
    async download() {
      const { createdAt, bytes } = await dumpBackup(await site())
      return { fileName: backupFileName(createdAt), bytes }
    },
    async status(now = new Date()) {
      const lastBackupAt = await newest().catch(() => null)
      const failure = memory.backupFailure ?? null
      return {
        lastBackupAt,
        failure: failure && (!lastBackupAt || failure.at > lastBackupAt) ? failure : null,
        overdue: !lastBackupAt || now.getTime() - lastBackupAt.getTime() > backupMaxAge,
      }
    },
    startDailyBackups() {
      const takeWhenDue = async () => {
        const last = await newest().catch(() => null)
        if (last && Date.now() - last.getTime() < day) return
        const taken = await take()
        console.log(`backup: ${taken.file} (${taken.bytes} bytes, ${Math.round(taken.milliseconds)} ms)`)
      }
      const check = () => void takeWhenDue().catch(() => undefined) // take() has logged it.
      check()
      setInterval(check, 60 * 60 * 1000).unref()
    },
  }
}
