// Puts a backup of the local site back as its data folder and photo folder:
//
//   npm run restore -- FILE
//
// FILE is one of BACKUP_DIR's files or a download from the admin area. Stop
// the server first: a running server holds the folder, and restore refuses.
// The file is checked whole (each photo against its row), and its rows go
// into a fresh database and its photos into a fresh folder, before anything
// changes; the current folders (LOCAL_DATA_DIR, PHOTOS_DIR) are moved aside
// (their new names are printed), never deleted. It names the admin accounts the backup brings back. Start the server, and
// run `npm run build` for the public pages to show the restored SEO records and page content.

import path from 'node:path'
import { numberedAddresses } from '@/lib/auth/printable-address'
import { restoreBackup, RestoreRefused } from '@/lib/backup/restore'
import { env } from '@/lib/env'
import { localPhotosDir } from '@/lib/photos/store'
import { runMain } from './run-main'

const usage = 'Usage: npm run restore -- FILE'

async function main() {
  const [file, ...rest] = process.argv.slice(2)
  if (!file || rest.length > 0 || file.startsWith('-')) {
    console.error(usage)
    return 2
  }
  const dataDir = path.resolve(env.LOCAL_DATA_DIR)
  const photosDir = path.resolve(localPhotosDir(env))
  try {
    const restored = await restoreBackup(file, { dataDir, photosDir })
    console.log(`Restored the backup of ${restored.backupCreatedAt} into ${dataDir}.`)
    console.log(
      restored.movedAsideTo
        ? `The data folder that was there is now ${restored.movedAsideTo}; delete it once the site works.`
        : 'There was no data folder before.',
    )
    for (const [table, count] of Object.entries(restored.rows)) console.log(`  ${table}: ${count} rows`)
    console.log(
      `Restored ${restored.photos} ${restored.photos === 1 ? 'photo' : 'photos'} into ${photosDir}.`,
    )
    if (restored.photosMovedAsideTo)
      console.log(
        `The photo folder that was there is now ${restored.photosMovedAsideTo}; delete it once the site works.`,
      )
    console.log(
      restored.admins.length > 0
        ? numberedAddresses('Admin accounts in this backup', restored.admins).join('\n')
        : 'There are no admin accounts in this backup: the server prints a setup link when it starts.',
    )
    console.log(
      'Start the server; run `npm run build` first for the public pages to show the restored SEO records and page content.',
    )
    return 0
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error
    console.error(error.message)
    return 1
  }
}

runMain(main)
