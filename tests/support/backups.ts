import { readFileSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { unpackBackup } from '@/lib/backup/backup-file'
import { databaseOfRows } from '@/lib/backup/insert-rows'
import { openEmptyPGlite } from './pglite-snapshot'

/** The database a backup file's rows make, built in memory as restore builds it. */
export const openBackup = (file: string) => openBackupBytes(readFileSync(file))

/** The database a backup file's bytes make, built in memory as restore builds it. */
export async function openBackupBytes(bytes: Buffer): Promise<PGlite> {
  const read = await unpackBackup(bytes)
  if (!read.ok) throw new Error(read.message)
  return databaseOfRows(read.rows, openEmptyPGlite)
}

export const countRows = async (db: Pick<PGlite, 'query'>, table: string) =>
  // The table names are the tests' own, never input.
  (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n
