import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { unpackBackup } from '@/lib/backup/backup-file'

/** The database a backup file holds, opened in memory. */
export const openBackup = (file: string) => openBackupBytes(readFileSync(file))

/** The database a backup file's bytes hold, opened in memory. */
export async function openBackupBytes(bytes: Buffer): Promise<PGlite> {
  const read = unpackBackup(bytes)
  if (!read.ok) throw new Error(read.message)
  return PGlite.create({ loadDataDir: new Blob([new Uint8Array(read.payload)]) })
}

export const countRows = async (db: Pick<PGlite, 'query'>, table: string) =>
  // The table names are the tests' own, never input.
  (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n
