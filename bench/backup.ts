// Backing up the inbox's 10,000 leads (seedInbox's database, with their
// notifications and state changes): how long the server's backup takes and
// how big its file is, how long `npm run restore` takes to rebuild a data
// folder from it, and the Supabase export's time and size, beside the time
// to read the same leads with one query. Measured before the server opens
// the folder (PGlite opens in one process only), through the same code the
// server and the scripts run.

import { execFile } from 'node:child_process'
import { statSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { openPGlite } from '@/lib/db/open-database'
import { exportForSupabase } from '@/lib/backup/supabase-export'
import { takeBackup } from '@/lib/backup/take-backup'
import { median, show, table } from './figures'
import { seededLeads } from './inbox'
import { log } from './server'

const runs = 3
/** The seeded site has no photos: no file is ever asked for. */
const noPhotos = { get: async () => null }
const megabytes = (bytes: number) => show(bytes / 1_000_000, 1)

export async function benchBackup(dataDir: string, temp: string): Promise<string> {
  log(`backing up ${seededLeads} leads ${runs} times…`)
  const db = await openPGlite(dataDir)
  let file: string
  const figures: string[][] = []
  try {
    const readStarted = performance.now()
    await db.query('select * from public.leads')
    const readMs = performance.now() - readStarted
    const taken = []
    for (let run = 0; run < runs; run += 1)
      taken.push(await takeBackup({ db, photos: noPhotos }, { dir: path.join(temp, 'backups'), keep: runs }))
    file = taken.at(-1)!.file
    const exportStarted = performance.now()
    const exported = await exportForSupabase(db)
    const exportMs = performance.now() - exportStarted
    figures.push(
      ['Reference: every lead read with one query (`select * from public.leads`)', show(readMs), ''],
      [
        `Backup (every table read in one transaction, JSON, gzip, write; median of ${runs})`,
        show(median(taken.map((backup) => backup.milliseconds))),
        megabytes(statSync(file).size),
      ],
      ['Export for Supabase (SQL)', show(exportMs), megabytes(Buffer.byteLength(exported.sql))],
    )
  } finally {
    await db.close()
  }
  log('restoring it into a new folder…')
  const restoreStarted = performance.now()
  // The operator's command, as run (restore's modules are server-only: they run under its conditions).
  await promisify(execFile)('npx', ['tsx', '--conditions=react-server', 'scripts/restore.ts', file], {
    env: { ...process.env, LOCAL_DATA_DIR: path.join(temp, 'restored', 'pglite') },
  })
  figures.splice(2, 0, [
    '`npm run restore` (checks, a fresh database migrated, every row inserted and checked)',
    show(performance.now() - restoreStarted),
    '',
  ])
  return [`## Backup of ${show(seededLeads)} leads`, table(['Step', 'Time (ms)', 'Size (MB)'], figures)].join(
    '\n\n',
  )
}
