import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { lstat, readFile, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { StorageClient } from '@supabase/storage-js'
import {
  maxPhotoFileBytes,
  photoFileNamePattern,
  storedPhotoSize,
  writePhotoFolder,
  type PhotoFiles,
} from './photo-files'

// The photos' half of the move to Supabase. The export writes the files of
// the photo rows its SQL carries into a folder beside it (`leads.sql` →
// `leads.photos/`); once the SQL is loaded, the upload puts that folder's
// files into the project's Storage bucket `photos` with the secret key, under
// the same names. Uploading never replaces: a file already there with the
// same bytes is skipped, one with other bytes is left as Supabase has it and
// named, so running it again adds nothing.

export const photosBucket = 'photos'

/** The folder the export writes the photos into: `leads.sql` → `leads.photos`. */
export const photoFolderOf = (sqlFile: string) => sqlFile.replace(/\.sql$/, '.photos')

export class UploadRefused extends Error {}

/**
 * Writes the files as `folder`, whole or not at all: a new folder, renamed
 * into place, replacing an earlier export's (a folder holding anything but
 * photos is refused, and left as it is).
 */
export async function writeExportedPhotos(folder: string, files: PhotoFiles): Promise<void> {
  if (existsSync(folder)) await photoNames(folder)
  const partial = `${folder}.${randomBytes(6).toString('hex')}.partial`
  try {
    await writePhotoFolder(partial, files)
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
  const previous = existsSync(folder) ? `${folder}.${randomBytes(6).toString('hex')}.previous` : null
  if (previous) await rename(folder, previous)
  await rename(partial, folder)
  if (previous) await rm(previous, { recursive: true, force: true })
}

/** The photo files in `folder`; throws UploadRefused naming anything else there. */
async function photoNames(folder: string): Promise<string[]> {
  const names = (await readdir(folder)).sort()
  const stranger = names.find((name) => !photoFileNamePattern.test(name))
  if (stranger !== undefined)
    throw new UploadRefused(
      `${folder} holds ${JSON.stringify(stranger)}, which is not a photo the export writes (<id>.webp).`,
    )
  return names
}

export type UploadReport = {
  uploaded: string[]
  /** Already in the bucket with the same bytes. */
  alreadyThere: string[]
  /** In the bucket with other bytes: left as Supabase has them. */
  differing: string[]
}

/**
 * Uploads the export's photo folder into the bucket. Every file is checked
 * first (a photo's name, a WebP as the site stores it), so a folder
 * with anything else sends nothing. Stops at the first answer it does not
 * expect (UploadRefused, saying how many went before): run it again once
 * fixed, and it carries on.
 */
export async function uploadPhotoFolder(folder: string, storage: StorageClient): Promise<UploadReport> {
  let names: string[]
  try {
    names = await photoNames(folder)
  } catch (error) {
    if (error instanceof UploadRefused) throw error
    throw new UploadRefused(`Cannot read ${folder}: ${(error as Error).message}.`)
  }
  for (const name of names) await checkExportedPhoto(folder, name)

  const bucket = storage.from(photosBucket)
  const report: UploadReport = { uploaded: [], alreadyThere: [], differing: [] }
  const stop = (name: string, message: string) =>
    new UploadRefused(
      `Uploading ${name} failed: ${message}. ${report.uploaded.length} photos were uploaded before it; ` +
        'run the same command again to carry on.',
    )
  for (const name of names) {
    const bytes = await readFile(path.join(folder, name))
    const { error } = await bucket.upload(name, bytes, {
      contentType: 'image/webp',
      // The name is the photo's own and never reused: caches may keep it for good.
      cacheControl: '31536000',
      upsert: false,
    })
    if (!error) {
      report.uploaded.push(name)
      continue
    }
    // Storage answers a duplicate with 400 and statusCode "409" in its body (409 itself in newer releases).
    const code = error.statusCode ?? String(error.status)
    if (code === '404' && /bucket/i.test(error.message))
      throw new UploadRefused(
        `The project has no Storage bucket "${photosBucket}" (${error.message}): run \`supabase db push\` first.`,
      )
    if (code !== '409' && error.status !== 409) throw stop(name, error.message)
    const there = await bucket.download(name)
    if (there.error) throw stop(name, `it is there already, and reading it failed: ${there.error.message}`)
    const same = Buffer.from(await there.data.arrayBuffer()).equals(bytes)
    ;(same ? report.alreadyThere : report.differing).push(name)
  }
  return report
}

async function checkExportedPhoto(folder: string, name: string) {
  const file = path.join(folder, name)
  const refuse = (why: string) =>
    new UploadRefused(`${file} ${why}: nothing was uploaded. Export again to write the folder afresh.`)
  const info = await lstat(file)
  if (!info.isFile()) throw refuse('is not a plain file')
  if (info.size > maxPhotoFileBytes) throw refuse('is larger than a photo may be')
  const size = await storedPhotoSize(await readFile(file))
  if (typeof size === 'string') throw refuse(size)
}
