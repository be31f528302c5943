import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// A fresh folder for the build's snapshot files that a test's saves rewrite (they sit beside
// LOCAL_DATA_DIR): import this module first, before anything loads lib/env.ts.

export const snapshotsDir = mkdtempSync(path.join(tmpdir(), 'snapshots-'))
process.env.LOCAL_DATA_DIR = path.join(snapshotsDir, 'pglite')
