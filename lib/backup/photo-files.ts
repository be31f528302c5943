import { open } from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { webpChunks } from '@/lib/photos/chunks'
import { MAX_PHOTO_SIDE } from '@/lib/photos/limits'
import type { PhotoStore } from '@/lib/photos/store'
import { makePrivateFolder } from '@/lib/db/private-folder'
import type { Row } from './site-rows'

// The photos' files as a backup and the Supabase export carry them: one file
// `<id>.webp` per row of public.photos, named by the row's id. What a backup
// brings is checked against its rows before anything is written: each name is
// a photo's, each file belongs to a row and each row has its file, and each
// file is a WebP as the site's server writes it, chunk for chunk, whose size
// is its row's. sharp reads the image's header only; nothing in a file is
// decoded, run or opened otherwise.

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
  const size = await storedPhotoSize(bytes)
  if (typeof size === 'string') return `${file} ${size}.`
  const { width, height } = size
  if (width !== row.width || height !== row.height)
    return `${file} is ${width}×${height} px, where its row says ${String(row.width)}×${String(row.height)}.`
  if (bytes.byteLength !== row.bytes)
    return `${file} is ${bytes.byteLength} bytes, where its row says ${String(row.bytes)}.`
  return null
}

/** The extended header's (VP8X) alpha flag: the only one the site's WebP may set. */
const VP8X_ALPHA = 0x10

/**
 * Why a WebP's chunks are not the ones the site's server writes, or null when
 * they are: the image alone (VP8 or VP8L), or an extended header saying alpha
 * only (VP8X), the alpha (ALPH) and the image (VP8); nothing outside the
 * RIFF's declared size. sharp reads past a chunk it does not know (a GPS
 * position in an EXIF chunk with no header naming it) and past trailing bytes.
 */
function strayWebpChunks(bytes: Buffer): string | null {
  const read = webpChunks(bytes)
  if (!read) return null // No RIFF WEBP at all: sharp names what it is.
  if (!read.exact) {
    const declared = bytes.readUInt32LE(4) + 8
    return declared === bytes.byteLength
      ? 'has bytes in its RIFF that make no whole WebP chunk'
      : `is ${bytes.byteLength} bytes, where its RIFF header says ${declared}: bytes outside its WebP chunks`
  }
  const types = read.chunks.map(({ type }) => type)
  const shape = types.join(',')
  if (shape === 'VP8 ' || shape === 'VP8L') return null
  if (shape === 'VP8X,ALPH,VP8 ' && read.chunks[0]!.data[0] === VP8X_ALPHA) return null
  const stray = types.find((type) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(type))
  return stray
    ? `holds a ${JSON.stringify(stray)} chunk, which the site's WebP never has (only its image, and its alpha)`
    : `holds the chunks ${JSON.stringify(shape)}, not a WebP as the site's server writes it`
}

/**
 * The size of a WebP such as the site's server writes (one frame, at most
 * 2560 px a side, no metadata at all, no chunk or byte besides its image),
 * or why these bytes are none: a file that skipped the server's re-encoding
 * could carry a GPS position to the public site. Reads the header alone: no
 * pixel is decoded.
 */
export async function storedPhotoSize(bytes: Buffer): Promise<{ width: number; height: number } | string> {
  // The chunk list first: it also refuses an animation before sharp walks every frame.
  const stray = strayWebpChunks(bytes)
  if (stray) return stray
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    return 'is not an image'
  }
  const { format, width, height } = metadata
  if (format !== 'webp') return `is not a WebP image (it reads as ${format ?? 'nothing known'})`
  // Metadata (EXIF, XMP, a colour profile) and frames have chunks of their own: refused above.
  if (!width || !height || width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE)
    return `is ${width}×${height} px, more than a photo may be (${MAX_PHOTO_SIDE} px a side)`
  return { width, height }
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
