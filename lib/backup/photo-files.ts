import { open } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { MAX_PHOTO_SIDE } from '@/lib/photos/limits'
import type { PhotoStore } from '@/lib/photos/store'
import { makePrivateFolder } from '@/lib/db/private-folder'
import type { Row } from './site-rows'

// The photos' files as a backup and the Supabase export carry them: one file
// `<id>.webp` per row of public.photos, named by the row's id. What a backup
// brings is checked against its rows before anything is written: each name is
// a photo's, each file belongs to a row and each row has its file, and each
// file is a WebP whose size is its row's. sharp reads the image's header
// only; nothing in a file is decoded, run or opened otherwise.

/** Photo files by name (`<id>.webp`). */
export type PhotoFiles = Map<string, Buffer>

// The names lib/photos/store.ts gives and takes, spelt again here: this module
// also runs outside the server (the benchmarks), where store.ts's server-only
// guard would stop it.
export const photoFileName = (id: string) => `${id}.webp`
export const photoFileNamePattern = /^[0-9a-f-]{36}\.webp$/
/** The most a photo's file may weigh, as public.photos.bytes allows (a stored one weighs a few hundred KB). */
export const maxPhotoFileBytes = 10 * 2 ** 20

/**
 * These files (`<id>.webp`), read from the store. One the store lacks (lost,
 * or not written yet) is named in `missing`: a backup leaves its row out, so
 * it stays one that restore takes.
 */
export async function readPhotoFiles(
  names: string[],
  store: Pick<PhotoStore, 'get'>,
): Promise<{ files: PhotoFiles; missing: string[] }> {
  const files: PhotoFiles = new Map()
  const missing: string[] = []
  for (const name of names) {
    const bytes = await store.get(name)
    if (bytes) files.set(name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    else missing.push(name)
  }
  return { files, missing }
}

/** Why these files do not go with these photo rows, or null when they do. */
export async function checkPhotoFiles(photoRows: Row[], files: PhotoFiles): Promise<string | null> {
  const rows = new Map(photoRows.map((row) => [photoFileName(String(row.id)), row]))
  for (const name of files.keys())
    if (!rows.has(name)) return `The backup's photo file ${JSON.stringify(name)} has no row in public.photos.`
  for (const [name, row] of rows) {
    const bytes = files.get(name)
    if (!bytes) return `The backup's photo ${JSON.stringify(String(row.id))} (public.photos) has no file.`
    const refused = await checkPhotoFile(name, bytes, row)
    if (refused) return refused
  }
  return null
}

async function checkPhotoFile(name: string, bytes: Buffer, row: Row): Promise<string | null> {
  const file = `The backup's photo file ${name}`
  let format: string | undefined
  let width: number | undefined
  let height: number | undefined
  try {
    // The header alone: no pixel is decoded.
    ;({ format, width, height } = await sharp(bytes).metadata())
  } catch {
    return `${file} is not an image.`
  }
  if (format !== 'webp') return `${file} is not a WebP image (it reads as ${format ?? 'nothing known'}).`
  if (!width || !height || width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE)
    return `${file} is ${width}×${height} px, more than a photo may be (${MAX_PHOTO_SIDE} px a side).`
  if (width !== row.width || height !== row.height)
    return `${file} is ${width}×${height} px, where its row says ${String(row.width)}×${String(row.height)}.`
  if (bytes.byteLength !== row.bytes)
    return `${file} is ${bytes.byteLength} bytes, where its row says ${String(row.bytes)}.`
  return null
}

/** Writes the files into a new folder that only its owner may enter, each file for its owner only. */
export async function writePhotoFolder(folder: string, files: PhotoFiles): Promise<void> {
  makePrivateFolder(folder)
  for (const [name, bytes] of files) {
    // Checked when the files were read too: no name leaves the folder.
    if (!photoFileNamePattern.test(name)) throw new Error(`Not a photo's file name: ${JSON.stringify(name)}`)
    const handle = await open(path.join(folder, name), 'wx', 0o600)
    try {
      await handle.writeFile(bytes)
      await handle.sync()
    } finally {
      await handle.close()
    }
  }
}
