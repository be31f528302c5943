import { createHash } from 'node:crypto'

// The backup file: one header line naming the format, one JSON line with the
// payload's size and SHA-256, then the payload, PGlite's own dump of its data
// folder (a gzipped tar, `dumpDataDir('gzip')`). Restore reads the header and
// checks size and checksum before it touches anything, so a truncated,
// corrupted or foreign file is refused whole.

const magic = 'solar-cieza-pglite-backup 1\n'

export type BackupFacts = { createdAt: string; size: number; sha256: string }

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

/** The file's bytes for a payload dumped at `createdAt`. */
export function packBackup(payload: Uint8Array, createdAt: Date): Buffer {
  const facts: BackupFacts = {
    createdAt: createdAt.toISOString(),
    size: payload.byteLength,
    sha256: sha256(payload),
  }
  return Buffer.concat([Buffer.from(magic + JSON.stringify(facts) + '\n'), payload])
}

export type ReadBackup = { ok: true; facts: BackupFacts; payload: Buffer } | { ok: false; message: string }

/** The payload of a backup file's bytes, or why they are no backup of this site. */
export function unpackBackup(file: Buffer): ReadBackup {
  if (file.byteLength === 0) return { ok: false, message: 'The file is empty.' }
  if (!file.subarray(0, magic.length).equals(Buffer.from(magic)))
    return {
      ok: false,
      message: 'The file is not a backup of this site (it does not start with its header).',
    }
  const factsEnd = file.indexOf(0x0a, magic.length)
  const facts = factsEnd === -1 ? null : parseFacts(file.subarray(magic.length, factsEnd).toString('utf8'))
  if (!facts) return { ok: false, message: "The backup's header is damaged or cut short." }
  const payload = file.subarray(factsEnd + 1)
  if (payload.byteLength !== facts.size)
    return {
      ok: false,
      message:
        `The backup is ${payload.byteLength < facts.size ? 'cut short' : 'longer than it should be'}: ` +
        `${payload.byteLength} bytes of data where its header says ${facts.size}.`,
    }
  if (sha256(payload) !== facts.sha256)
    return { ok: false, message: "The backup is corrupted: its data does not match the header's checksum." }
  return { ok: true, facts, payload }
}

function parseFacts(line: string): BackupFacts | null {
  try {
    const value: unknown = JSON.parse(line)
    if (typeof value !== 'object' || value === null) return null
    const { createdAt, size, sha256: checksum } = value as Record<string, unknown>
    if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return null
    if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) return null
    if (typeof checksum !== 'string' || !/^[0-9a-f]{64}$/.test(checksum)) return null
    return { createdAt, size, sha256: checksum }
  } catch {
    return null
  }
}
