import { PGlite } from '@electric-sql/pglite'

// Postgres's default 128 MB of shared buffers, zeroed in WebAssembly memory,
// took most of each opening's time (some 0.9 CPU-seconds, against 0.4 with
// 16 MB). The site's whole database is a few MB and its folder stays in the
// system's file cache: 16 MB holds what the queries touch.
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

/** Opens PGlite on `dataDir` (initdb first if it is empty), or in memory without one. */
export const openPGlite = (dataDir?: string): Promise<PGlite> => PGlite.create(dataDir, { startParams })
