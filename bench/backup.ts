// Backing up the inbox's 10,000 leads (seedInbox's database): how long the
// server's backup takes and how big its file is, how long restore's check of
// the file takes, and the Supabase export's time and size. Measured before the
// server opens the folder (PGlite opens in one process only), through the
// same code the server and the scripts run.

import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { unpackBackup } from '@/lib/backup/backup-file'
import { exportForSupabase } from '@/lib/backup/supabase-export'
import { takeBackup } from '@/lib/backup/take-backup'
import { median, show, table } from './figures'
import { seededLeads } from './inbox'
import { log } from './server'

const runs = 3
const megabytes = (bytes: number) => show(bytes / 1_000_000, 1)

export async function benchBackup(dataDir: string, temp: string): Promise<string> {
  log(`backing up ${seededLeads} leads ${runs} times…`)
  const db = await PGlite.create(dataDir)
  try {
    const taken = []
    for (let run = 0; run < runs; run += 1)
      taken.push(await takeBackup(db, { dir: path.join(temp, 'backups'), keep: runs }))
    const file = taken.at(-1)!.file
    const checkStarted = performance.now()
    if (!unpackBackup(readFileSync(file)).ok) throw new Error(`${file} fails its own check`)
    const checkMs = performance.now() - checkStarted
    const exportStarted = performance.now()
    const exported = await exportForSupabase(db)
    const exportMs = performance.now() - exportStarted
    return [
      `## Backup of ${show(seededLeads)} leads`,
      table(
        ['Step', 'Time (ms)', 'Size (MB)'],
        [
          [
            `Backup (dump, checksum, write; median of ${runs})`,
            show(median(taken.map((backup) => backup.milliseconds))),
            megabytes(statSync(file).size),
          ],
          ['Restore’s check of the file (size, SHA-256)', show(checkMs), ''],
          ['Export for Supabase (SQL)', show(exportMs), megabytes(Buffer.byteLength(exported.sql))],
        ],
      ),
    ].join('\n\n')
  } finally {
    await db.close()
  }
}
