import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { env } from '@/lib/env'
import { seoRecordSchema, type SeoRecord } from '@/lib/seo/types'
import { storedContentSchema, type StoredContent } from '@/lib/content/types'
import { staffPageSchema, type StaffPage } from '@/lib/staff-pages/types'
import { photoFocusSchema, type PhotoFocus } from '@/lib/photos/types'
import { makePrivateFolder } from './private-folder'

// PGlite is single-process, and `next build` renders pages in parallel
// workers, so the build cannot open the local database. It reads JSON copies
// of what visitors may read instead: seo_pages, and page_content (the
// published content), the published staff pages, and the photos' focal points. Each copy is rewritten by the server after every save
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
  return readList(file, 'staff pages', staffPageSchema.loose())
}

/** The photos' focal points: the build crops public pages' photos around them. */
export function photoFocusSnapshotFile(dataDir = env.LOCAL_DATA_DIR): string {
  return `${path.resolve(/* turbopackIgnore: true */ dataDir)}.photo-focus-snapshot.json`
}

export function writePhotoFocusSnapshot(points: PhotoFocus[], file = photoFocusSnapshotFile()): void {
  writeList(points, file)
}

export function readPhotoFocusSnapshot(file = photoFocusSnapshotFile()): PhotoFocus[] {
  return readList(file, 'focal points', photoFocusSchema.loose())
}

export function writeSeoSnapshot(records: SeoRecord[], file = seoSnapshotFile()): void {
  writeList(records, file)
}

export function writeContentSnapshot(records: StoredContent[], file = contentSnapshotFile()): void {
  writeList(records, file)
}

/** The records of the last snapshot; none when no snapshot was ever written. Throws for an unreadable or corrupt file. */
export function readSeoSnapshot(file = seoSnapshotFile()): SeoRecord[] {
  return readList(file, 'SEO records', seoRecordSchema.loose())
}

/** The same for the published page content. */
export function readContentSnapshot(file = contentSnapshotFile()): StoredContent[] {
  return readList(file, 'page contents', storedContentSchema.loose())
}

function writeList(records: unknown[], file: string): void {
  makePrivateFolder(path.dirname(file))
  // Write then rename, so a build never reads a half-written file.
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, JSON.stringify(records, null, 2))
  renameSync(partial, file)
}

/**
 * The file's list, each record checked against `schema` (loose: a record comes back as written, every
 * key kept); none when the file does not exist.
 */
function readList<S extends z.ZodType>(file: string, what: string, schema: S): z.output<S>[] {
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
  const parsed = z.array(schema).safeParse(records)
  if (parsed.success) return parsed.data
  const [issue] = parsed.error.issues
  throw new Error(
    `${file} does not hold a list of ${what} (${issue?.path.join('.') || 'the file'}: ${issue?.message})`,
  )
}
