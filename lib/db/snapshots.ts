import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { env } from '@/lib/env'
import type { SeoRecord } from '@/lib/seo/types'
import type { StoredContent } from '@/lib/content/types'
import type { StaffPage } from '@/lib/staff-pages/types'
import { makePrivateFolder } from './private-folder'

// PGlite is single-process, and `next build` renders pages in parallel
// workers, so the build cannot open the local database. It reads JSON copies
// of what visitors may read instead: seo_pages, and page_content (the
// published content), and the published staff pages. Each copy is rewritten by the server after every save
// or publish (it holds the database then) and by `npm run build` before
// building (scripts/seo-snapshot.ts), so a rebuild always renders what is stored.

export function seoSnapshotFile(dataDir = env.LOCAL_DATA_DIR): string {
  return `${path.resolve(/* turbopackIgnore: true */ dataDir)}.seo-snapshot.json`
}

export function contentSnapshotFile(dataDir = env.LOCAL_DATA_DIR): string {
  return `${path.resolve(/* turbopackIgnore: true */ dataDir)}.content-snapshot.json`
}

/** The published staff pages: the build lists and renders them. */
export function staffPagesSnapshotFile(dataDir = env.LOCAL_DATA_DIR): string {
  return `${path.resolve(/* turbopackIgnore: true */ dataDir)}.staff-pages-snapshot.json`
}

export function writeStaffPagesSnapshot(pages: StaffPage[], file = staffPagesSnapshotFile()): void {
  writeList(pages, file)
}

export function readStaffPagesSnapshot(file = staffPagesSnapshotFile()): StaffPage[] {
  return readList(file, 'staff pages', ['path', 'template', 'status']) as StaffPage[]
}

export function writeSeoSnapshot(records: SeoRecord[], file = seoSnapshotFile()): void {
  writeList(records, file)
}

export function writeContentSnapshot(records: StoredContent[], file = contentSnapshotFile()): void {
  writeList(records, file)
}

/** The records of the last snapshot; none when no snapshot was ever written. Throws for an unreadable or corrupt file. */
export function readSeoSnapshot(file = seoSnapshotFile()): SeoRecord[] {
  return readList(file, 'SEO records', ['path', 'title', 'description', 'h1']) as SeoRecord[]
}

/** The same for the published page content. */
export function readContentSnapshot(file = contentSnapshotFile()): StoredContent[] {
  return readList(file, 'page contents', ['path', 'publishedAt']) as StoredContent[]
}

function writeList(records: unknown[], file: string): void {
  makePrivateFolder(path.dirname(file))
  // Write then rename, so a build never reads a half-written file.
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, JSON.stringify(records, null, 2))
  renameSync(partial, file)
}

function readList(file: string, what: string, stringKeys: string[]): unknown[] {
  let text: string
  try {
    text = readFileSync(/* turbopackIgnore: true */ file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  let records: unknown
  try {
    records = JSON.parse(text)
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message})`)
  }
  const isRecordLike = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    stringKeys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string')
  if (!Array.isArray(records) || !records.every(isRecordLike))
    throw new Error(`${file} does not hold a list of ${what}`)
  return records
}
