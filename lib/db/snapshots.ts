import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { env } from '@/lib/env'
import { seoRecordSchema } from '@/lib/seo/types'
import { storedContentSchema } from '@/lib/content/types'
import { staffPageSchema } from '@/lib/staff-pages/types'
import { photoFocusSchema } from '@/lib/photos/types'
import { makePrivateFolder } from './private-folder'

// PGlite is single-process, and `next build` renders pages in parallel
// workers, so the build cannot open the local database. It reads JSON copies
// of what visitors may read instead: seo_pages, and page_content (the
// published content), the published staff pages, and the photos' focal points. Each copy
// is rewritten by the server after every save or publish (it holds the database then) and
// by `npm run build` before building (scripts/seo-snapshot.ts), so a rebuild always renders
// what is stored.

/**
 * One snapshot: its file beside the data folder (`<folder>.<name>.json`), written whole, and read
 * back checked against `schema` (loose: a record comes back as written). A read finds none when no
 * snapshot was ever written, and throws for an unreadable or corrupt file.
 */
function snapshot<S extends z.ZodType>(name: string, what: string, schema: S) {
  const file = (dataDir = env.LOCAL_DATA_DIR) =>
    `${path.resolve(/* turbopackIgnore: true */ dataDir)}.${name}.json`
  return {
    file,
    write: (records: z.input<S>[], to = file()) => writeList(records, to),
    read: (from = file()): z.output<S>[] => readList(from, what, schema),
  }
}

const seo = snapshot('seo-snapshot', 'SEO records', seoRecordSchema.loose())
const content = snapshot('content-snapshot', 'page contents', storedContentSchema.loose())
/** The published staff pages: the build lists and renders them. */
const staffPages = snapshot('staff-pages-snapshot', 'staff pages', staffPageSchema.loose())
/** The photos' focal points: the build crops public pages' photos around them. */
const photoFocus = snapshot('photo-focus-snapshot', 'focal points', photoFocusSchema.loose())

export const { file: seoSnapshotFile, write: writeSeoSnapshot, read: readSeoSnapshot } = seo
export const { file: contentSnapshotFile, write: writeContentSnapshot, read: readContentSnapshot } = content
export const {
  file: staffPagesSnapshotFile,
  write: writeStaffPagesSnapshot,
  read: readStaffPagesSnapshot,
} = staffPages
export const {
  file: photoFocusSnapshotFile,
  write: writePhotoFocusSnapshot,
  read: readPhotoFocusSnapshot,
} = photoFocus

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
