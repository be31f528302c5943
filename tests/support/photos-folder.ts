import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// A fresh local photo folder for a test file: import this module first, before
// anything loads lib/env.ts (which reads PHOTOS_DIR once).

export const photosDir = mkdtempSync(path.join(tmpdir(), 'fotos-'))
process.env.PHOTOS_DIR = photosDir

/** The files in the photo folder, temporary ones included. */
export const filesInPhotosDir = () => readdirSync(photosDir).sort()

/** Removes every file of the photo folder. */
export const emptyPhotosDir = () => {
  for (const file of readdirSync(photosDir)) rmSync(path.join(photosDir, file))
}
