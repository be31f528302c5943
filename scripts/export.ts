// Writes what a Supabase project needs to carry over the local backend's data:
//
//   npm run export -- --supabase FILE.sql
//
// Leads (sources, states, their history, notes, notification state) and SEO
// records as idempotent SQL, and the local admins' e-mails as pending admins.
// Load it with psql after `supabase db push` (docs/operations.md). It opens
// the local data folder (LOCAL_DATA_DIR), which no running server may hold:
// stop the server first, or restore a backup into another folder and point
// LOCAL_DATA_DIR there.

import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { exportForSupabase } from '@/lib/backup/supabase-export'
import { openLocalDb } from '@/lib/data/local/open-database'
import { env } from '@/lib/env'
import { runMain } from './run-main'

const usage = 'Usage: npm run export -- --supabase FILE.sql'

async function main() {
  const [flag, file, ...rest] = process.argv.slice(2)
  if (flag !== '--supabase' || !file || rest.length > 0 || !file.endsWith('.sql')) {
    console.error(usage)
    return 2
  }
  let db
  try {
    db = await openLocalDb(path.resolve(env.LOCAL_DATA_DIR))
  } catch (error) {
    console.error(`Could not open the local database: ${(error as Error).message}`)
    return 1
  }
  try {
    const exported = await exportForSupabase(db)
    // Written whole or not at all; readable by its owner only (it holds every lead).
    const partial = `${file}.partial`
    const handle = await open(partial, 'w', 0o600)
    try {
      await handle.writeFile(exported.sql)
    } finally {
      await handle.close()
    }
    await rename(partial, file).catch(async (error) => {
      await rm(partial, { force: true })
      throw error
    })
    console.log(`Wrote ${file}:`)
    for (const [table, count] of Object.entries(exported.rows)) console.log(`  ${table}: ${count} rows`)
    console.log(`  ${exported.pendingAdmins} admin e-mails, as pending admins`)
    console.log('Load it with psql after `supabase db push`: see "Moving to Supabase" in docs/operations.md.')
    return 0
  } finally {
    await db.close()
  }
}

runMain(main)
