// Writes what a Supabase project needs to carry over the local backend's data:
//
//   npm run export -- --supabase FILE.sql [--from BACKUP]
//
// Leads (sources, states, their history, notes, notification state), SEO
// records and page content as SQL that loads once whatever is run twice
// (lib/backup/supabase-export.ts), and the former local admins, to invite.
// Load it with psql after `supabase db push` (docs/operations.md). Without
// --from it opens the local data folder (LOCAL_DATA_DIR), which no running
// server may hold: stop the server first, or export from a backup file, which
// is checked and read through a database built in memory, as restore does.

import { randomBytes } from 'node:crypto'
import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { PGlite } from '@electric-sql/pglite'
import { readBackupFile } from '@/lib/backup/backup-file'
import { databaseOfRows } from '@/lib/backup/insert-rows'
import { exportForSupabase } from '@/lib/backup/supabase-export'
import { openLocalDb } from '@/lib/db/open-database'
import { env } from '@/lib/env'
import { runMain } from './run-main'

const usage = 'Usage: npm run export -- --supabase FILE.sql [--from BACKUP]'

function options() {
  try {
    const { values, positionals } = parseArgs({
      options: { supabase: { type: 'string' }, from: { type: 'string' } },
      allowPositionals: true,
    })
    return values.supabase?.endsWith('.sql') && positionals.length === 0 ? values : null
  } catch {
    return null
  }
}

async function openSource(from: string | undefined): Promise<PGlite | string> {
  if (!from) {
    try {
      return await openLocalDb(path.resolve(env.LOCAL_DATA_DIR))
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
    return await databaseOfRows(backup.rows)
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

async function main() {
  const values = options()
  if (!values) {
    console.error(usage)
    return 2
  }
  const file = values.supabase!
  const db = await openSource(values.from)
  if (typeof db === 'string') {
    console.error(db)
    return 1
  }
  try {
    const exported = await exportForSupabase(db)
    await writePrivately(file, exported.sql)
    console.log(`Wrote ${file}:`)
    for (const [table, count] of Object.entries(exported.rows)) console.log(`  ${table}: ${count} rows`)
    console.log('Load it with psql after `supabase db push`: see "Moving to Supabase" in docs/operations.md.')
    console.log(
      exported.admins.length > 0
        ? `Local accounts cannot move. Invite the former local admins on Supabase (npm run admin -- invite EMAIL): ${exported.admins.join(', ')}`
        : 'Local accounts cannot move. There were no local admins.',
    )
    return 0
  } finally {
    await db.close()
  }
}

runMain(main)
