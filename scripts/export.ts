// Writes what a Supabase project needs to carry over the local backend's data,
// then uploads its photos:
//
//   npm run export -- --supabase FILE.sql [--from BACKUP]
//   npm run export -- --upload-photos FILE.photos
//
// Leads (sources, states, their history, notes, notification state), SEO
// records, page content and the photos' rows as SQL that loads once whatever
// is run twice (lib/backup/supabase-export.ts), the photos' files into the
// folder FILE.photos beside it, and the former local admins, to invite.
// Load the SQL with psql after `supabase db push`, then upload the folder to
// the project's Storage with the Supabase variables set
// (lib/backup/supabase-photos.ts; docs/operations.md). Without --from it
// opens the local data folder (LOCAL_DATA_DIR) and photo folder (PHOTOS_DIR),
// which no running server may hold: stop the server first, or export from a
// backup file, which is checked and read through a database built in
// memory, as restore does.

import { randomBytes } from 'node:crypto'
import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { PGlite } from '@electric-sql/pglite'
import { numberedAddresses } from '@/lib/auth/printable-address'
import { readBackupFile } from '@/lib/backup/backup-file'
import { databaseOfRows } from '@/lib/backup/insert-rows'
import { readPhotoFiles } from '@/lib/backup/photo-files'
import { exportForSupabase } from '@/lib/backup/supabase-export'
import {
  photoFolderOf,
  photosBucket,
  uploadPhotoFolder,
  UploadRefused,
  writeExportedPhotos,
} from '@/lib/backup/supabase-photos'
import { serviceRoleClients } from '@/lib/backend'
import { openLocalDb } from '@/lib/db/open-database'
import { env } from '@/lib/env'
import { createFolderPhotoStore, localPhotosDir, type PhotoStore } from '@/lib/photos/store'
import { runMain } from './run-main'

const usage =
  'Usage: npm run export -- --supabase FILE.sql [--from BACKUP]\n' +
  '       npm run export -- --upload-photos FILE.photos'

function options() {
  try {
    const { values, positionals } = parseArgs({
      options: {
        supabase: { type: 'string' },
        from: { type: 'string' },
        'upload-photos': { type: 'string' },
      },
      allowPositionals: true,
    })
    if (positionals.length > 0) return null
    const upload = values['upload-photos']
    if (upload !== undefined)
      return values.supabase === undefined && values.from === undefined
        ? ({ kind: 'upload', upload } as const)
        : null
    const file = values.supabase
    return file !== undefined && file.endsWith('.sql')
      ? ({ kind: 'export', file, from: values.from } as const)
      : null
  } catch {
    return null
  }
}

/** The rows' database, and where their photos' files are: the local photo folder, or the backup's files. */
type Source = { db: PGlite; photos: Pick<PhotoStore, 'get'> }

async function openSource(from: string | undefined): Promise<Source | string> {
  if (!from) {
    try {
      const photos = createFolderPhotoStore(path.resolve(localPhotosDir(env)))
      return { db: await openLocalDb(path.resolve(env.LOCAL_DATA_DIR)), photos }
    } catch (error) {
      return `Could not open the local database: ${(error as Error).message}`
    }
  }
  const backup = await readBackupFile(from).catch((error: Error) => ({
    ok: false as const,
    message: error.message,
  }))
  if (!backup.ok) return `${from} was refused. ${backup.message}`
  try {
    const photos = { get: async (name: string) => backup.files.get(name) ?? null }
    return { db: await databaseOfRows(backup.rows), photos }
  } catch (error) {
    return `${from} was refused. ${(error as Error).message}`
  }
}

/** Written whole or not at all, through a new file only its owner may read (it holds every lead). */
async function writePrivately(file: string, text: string) {
  const partial = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.partial`,
  )
  const handle = await open(partial, 'wx', 0o600)
  try {
    await handle.writeFile(text)
    await handle.sync()
    await handle.close()
    await rename(partial, file)
  } catch (error) {
    await handle.close().catch(() => undefined)
    await rm(partial, { force: true })
    throw error
  }
}

async function exportSql(file: string, from: string | undefined) {
  const source = await openSource(from)
  if (typeof source === 'string') {
    console.error(source)
    return 1
  }
  try {
    const exported = await exportForSupabase(source.db)
    const { files, missing } = await readPhotoFiles(exported.photoFiles, source.photos)
    const folder = photoFolderOf(file)
    await writePrivately(file, exported.sql)
    await writeExportedPhotos(folder, files)
    console.log(`Wrote ${file}:`)
    for (const [table, count] of Object.entries(exported.rows)) console.log(`  ${table}: ${count} rows`)
    console.log(`Wrote ${files.size} photos into ${folder}.`)
    if (missing.length > 0)
      console.error(
        `The photo folder lacks the files of ${missing.length} photo rows the SQL carries; ` +
          `those photos will not show on Supabase: ${missing.join(', ')}`,
      )
    console.log(
      `Next: load it with psql after \`supabase db push\`, then upload the photos with the project's ` +
        `variables set: npm run export -- --upload-photos ${folder} (see "Moving to Supabase" in docs/operations.md).`,
    )
    console.log(
      exported.admins.length > 0
        ? [
            'Local accounts cannot move. Invite the former local admins on Supabase (npm run admin -- invite EMAIL).',
            ...numberedAddresses('Former local admins', exported.admins),
          ].join('\n')
        : 'Local accounts cannot move. There were no local admins.',
    )
    return 0
  } finally {
    await source.db.close()
  }
}

async function uploadPhotos(folder: string) {
  const clients = serviceRoleClients()
  if (!clients) {
    console.error(
      'The upload is for Supabase: set NEXT_PUBLIC_SUPABASE_URL, the publishable key, SUPABASE_SECRET_KEY ' +
        'and SITE_SHARED_SECRET as on the host, then run it again.',
    )
    return 1
  }
  try {
    const report = await uploadPhotoFolder(folder, clients.storage)
    console.log(
      `Uploaded ${report.uploaded.length} photos into the Storage bucket "${photosBucket}" of ${env.NEXT_PUBLIC_SUPABASE_URL}.`,
    )
    console.log(`${report.alreadyThere.length} were there already with the same bytes (skipped).`)
    for (const name of report.differing)
      console.error(`Left as Supabase has it (its file differs from the exported one): ${name}`)
    if (report.differing.length > 0)
      console.error(`${report.differing.length} photos were left as Supabase has them.`)
    return 0
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error
    console.error(error.message)
    return 1
  }
}

async function main() {
  const chosen = options()
  if (!chosen) {
    console.error(usage)
    return 2
  }
  return chosen.kind === 'upload' ? uploadPhotos(chosen.upload) : exportSql(chosen.file, chosen.from)
}

runMain(main)
