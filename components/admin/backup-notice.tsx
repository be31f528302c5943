import { getLocalBackups } from '@/lib/backup/get-local-backups'
import type { BackupStatus } from '@/lib/backup/local-backups'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { AdminSubsection, AdminWarning } from './admin-notices'
import { DownloadLink } from './download-link'

// The local backend's backups, as staff see them: a warning on every admin
// page beside the mail notice when the last attempt failed or no backup is
// 48 hours old, and on the dashboard the last backup's date and the download.
// On Supabase, which backs up its own databases, neither shows.

/** The admin area's download of a fresh backup (app/(admin)/seo-dashboard/copia-de-seguridad/route.ts). */
export const backupDownloadPath = '/seo-dashboard/copia-de-seguridad'

const madridTime = (date: Date) => formatLeadDate(date.toISOString())

export function BackupWarning({ status }: { status: BackupStatus }) {
  if (!status.failure && !status.overdue) return null
  return (
    <AdminWarning id="aviso-copia" title="La copia de seguridad no está al día">
      <p className="mt-1">
        {status.failure
          ? `La última copia automática falló el ${madridTime(status.failure.at)}: ${status.failure.message}. `
          : ''}
        {status.lastBackupAt
          ? `La copia más reciente es del ${madridTime(status.lastBackupAt)}.`
          : 'Todavía no hay ninguna copia de seguridad.'}{' '}
        Revisa que quede espacio en el disco y que el servidor pueda escribir en la carpeta de copias;
        mientras tanto, descarga una copia desde el Panel SEO.
      </p>
    </AdminWarning>
  )
}

export function BackupSummary({ lastBackupAt }: { lastBackupAt: Date | null }) {
  return (
    <AdminSubsection id="copia-seguridad" title="Copia de seguridad">
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <p className="text-muted">
          {lastBackupAt
            ? `Última copia automática: ${madridTime(lastBackupAt)}.`
            : 'Todavía no hay ninguna copia automática.'}
        </p>
        <DownloadLink href={backupDownloadPath}>Descargar copia de seguridad</DownloadLink>
      </div>
    </AdminSubsection>
  )
}

/** The warning, for AdminPage: local backend only. */
export async function BackupNotice() {
  const backups = await getLocalBackups()
  return backups ? <BackupWarning status={await backups.status()} /> : null
}

/** The dashboard's backup line and download: local backend only. */
export async function BackupPanel() {
  const backups = await getLocalBackups()
  return backups ? <BackupSummary lastBackupAt={(await backups.status()).lastBackupAt} /> : null
}
