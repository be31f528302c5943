import { chmodSync, mkdirSync, statSync } from 'node:fs'

// The local backend's files (PGlite's, which it writes readable by everyone,
// the session secret, the SEO snapshot) live in folders only their owner may
// enter. Folders we create are made so; an existing parent is left alone.

const ownerOnly = 0o700

/** Creates `folder` and any missing parent, each for its owner only. */
export function makePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: ownerOnly })
}

/** Like makePrivateFolder, and also tightens `folder` itself if it already existed with a looser mode. */
export function ensurePrivateFolder(folder: string): void {
  makePrivateFolder(folder)
  if ((statSync(folder).mode & 0o777 & ~ownerOnly) !== 0) chmodSync(folder, ownerOnly)
}
