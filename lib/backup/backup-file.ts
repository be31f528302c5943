import { constants } from 'node:buffer'
import { createHash } from 'node:crypto'
import { open } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { createGzip, gunzip } from 'node:zlib'
import { checkPhotoFiles, maxPhotoFileBytes, photoFileNamePattern, type PhotoFiles } from './photo-files'
import { siteTables, type Row, type SiteRows } from './site-rows'

// The backup file, format 2: the site's rows, never a database folder.
//
//   solar-cieza-backup 2\n
//   {"createdAt":"…","schemaVersion":"20261128000000","size":N,"sha256":"…"}\n
//   N bytes: gzip of {"tables":{"public.leads":[{…},…],…},"files":{"<id>.webp":"<base64>",…}}
//
// schemaVersion is the last migration applied to the database the rows were
// read from; size and sha256 are the gzipped payload's. The payload's
// `tables` holds each table of site-rows.ts by name (a table with no rows may
// be left out); `files` holds the photos, one WebP per public.photos row
// (photo-files.ts; a backup of an older release has none). Restore checks all
// of it (header, format, sizes, checksum, shape, each photo against its row)
// before touching anything, and nothing in the file is ever run or opened as
// a database: the rows are inserted with parameters into a database built by
// this code's migrations. Format 1 (a gzipped tar of PGlite's data folder) is
// refused unread.

const formatVersion = 2
const header = `solar-cieza-backup ${formatVersion}\n`
const oldHeader = 'solar-cieza-pglite-backup 1\n'

/** The largest backup file restore reads. */
export const maxFileBytes = 2 ** 30
/**
 * The largest payload once decompressed: restore parses it as one JavaScript
 * string (512 MiB on 64-bit Node). The photos travel as base64, a third
 * larger than their bytes: with the rows of a busy site taking a few MiB, a
 * backup holds about 380 MiB of photos, some 600 to 1,000 of them at the few
 * hundred KB a 2560 px WebP weighs. A backup past the cap is not written
 * (packBackup throws, and the dashboard shows the failure).
 */
export const maxDataBytes = Math.min(2 ** 30, constants.MAX_STRING_LENGTH)
const mebibytes = (bytes: number) => `${Math.floor(bytes / 2 ** 20)} MiB`

export type BackupFacts = { createdAt: string; schemaVersion: string; size: number; sha256: string }
/** What a backup holds: the site's rows and the photos' files. */
export type BackupContents = { rows: SiteRows; files: PhotoFiles }
export type ReadBackup = ({ ok: true; facts: BackupFacts } & BackupContents) | { ok: false; message: string }

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

/** The file's bytes for the rows and files read at `createdAt`. */
export async function packBackup({ rows, files }: BackupContents, createdAt: Date): Promise<Buffer> {
  const payload = await gzipPieces(payloadPieces(rows, files))
  const facts: BackupFacts = {
    createdAt: createdAt.toISOString(),
    schemaVersion: rows.schemaVersion,
    size: payload.byteLength,
    sha256: sha256(payload),
  }
  return Buffer.concat([Buffer.from(header + JSON.stringify(facts) + '\n'), payload])
}

/**
 * The payload's JSON, piece by piece, one photo at a time: no string of the
 * whole is ever made here. Throws, before any of it is made, when the whole
 * would be more than restore reads.
 */
function payloadPieces(rows: SiteRows, files: PhotoFiles): Iterable<Buffer> {
  const tables = Buffer.from(`{"tables":${JSON.stringify(rows.tables)},"files":{`, 'utf8')
  const names = [...files.keys()].sort()
  const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3)
  const total = names.reduce(
    (sum, name) => sum + JSON.stringify(name).length + 4 + base64Length(files.get(name)!.byteLength),
    tables.byteLength + 2,
  )
  if (total > maxDataBytes)
    throw new Error(
      `The site's rows and photos come to ${mebibytes(total)} in a backup, more than restore reads ` +
        `(${mebibytes(maxDataBytes)}): no backup was written.`,
    )
  return (function* () {
    yield tables
    for (const [index, name] of names.entries())
      yield Buffer.from(
        `${index ? ',' : ''}${JSON.stringify(name)}:"${files.get(name)!.toString('base64')}"`,
        'latin1',
      )
    yield Buffer.from('}}')
  })()
}

async function gzipPieces(pieces: Iterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = []
  await pipeline(Readable.from(pieces), createGzip(), async (compressed: AsyncIterable<Buffer>) => {
    for await (const chunk of compressed) chunks.push(chunk)
  })
  return Buffer.concat(chunks)
}

const refuse = (message: string) => ({ ok: false, message }) as const

const oldFormatMessage =
  'It is a backup in the old format (a copy of the database folder), which this release never opens: ' +
  'nothing in it was read beyond its first line. Take a new backup of the running site with this release ' +
  "(the admin area's 'Descargar copia de seguridad', or the server's daily one in BACKUP_DIR) and restore that one."

/** Why the file's first bytes are no backup this release reads, or null when they are. */
function refuseByHeader(start: Buffer): string | null {
  if (start.byteLength === 0) return 'The file is empty.'
  if (start.subarray(0, oldHeader.length).equals(Buffer.from(oldHeader))) return oldFormatMessage
  const newer = /^solar-cieza-backup (\d+)\n/.exec(start.subarray(0, 40).toString('latin1'))
  if (newer && Number(newer[1]) > formatVersion)
    return `It is a backup of format ${newer[1]}, made by a newer release; this one reads format ${formatVersion}.`
  if (!start.subarray(0, header.length).equals(Buffer.from(header)))
    return 'The file is not a backup of this site (it does not start with its header).'
  return null
}

/** A backup file's rows, or why it is refused; reads no more of the file than its checks allow. */
export async function readBackupFile(file: string): Promise<ReadBackup> {
  const handle = await open(file, 'r')
  try {
    const start = Buffer.alloc(64)
    const { bytesRead } = await handle.read(start, 0, start.byteLength, 0)
    const refused = refuseByHeader(start.subarray(0, bytesRead))
    if (refused) return refuse(refused)
    const { size } = await handle.stat()
    if (size > maxFileBytes)
      return refuse(`The file is ${size} bytes, more than a backup may be (${mebibytes(maxFileBytes)}).`)
    return await unpackBackup(await handle.readFile())
  } finally {
    await handle.close()
  }
}

/** The rows of a backup file's bytes, or why they are refused. */
export async function unpackBackup(file: Buffer): Promise<ReadBackup> {
  const refused = refuseByHeader(file.subarray(0, 64))
  if (refused) return refuse(refused)
  if (file.byteLength > maxFileBytes)
    return refuse(
      `The file is ${file.byteLength} bytes, more than a backup may be (${mebibytes(maxFileBytes)}).`,
    )
  const factsEnd = file.indexOf(0x0a, header.length)
  const facts =
    factsEnd === -1 || factsEnd - header.length > 1024
      ? null
      : parseFacts(file.subarray(header.length, factsEnd).toString('utf8'))
  if (!facts) return refuse("The backup's header is damaged or cut short.")
  const payload = file.subarray(factsEnd + 1)
  if (payload.byteLength !== facts.size)
    return refuse(
      `The backup is ${payload.byteLength < facts.size ? 'cut short' : 'longer than it should be'}: ` +
        `${payload.byteLength} bytes of data where its header says ${facts.size}.`,
    )
  if (sha256(payload) !== facts.sha256)
    return refuse("The backup is corrupted: its data does not match the header's checksum.")
  let text: string
  try {
    // Inflating stops at the cap: a small file cannot unfold into more memory than this.
    text = (await promisify(gunzip)(payload, { maxOutputLength: maxDataBytes })).toString('utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      return refuse(`The backup's data is more than ${mebibytes(maxDataBytes)} once decompressed.`)
    return refuse(`The backup's data does not decompress (${(error as Error).message}).`)
  }
  const contents = parsePayload(text)
  if (typeof contents === 'string') return refuse(contents)
  const rows = { schemaVersion: facts.schemaVersion, tables: contents.tables }
  const photos = await checkPhotoFiles(rows.tables['public.photos'] ?? [], contents.files)
  if (photos) return refuse(photos)
  return { ok: true, facts, rows, files: contents.files }
}

function parseFacts(line: string): BackupFacts | null {
  try {
    const value: unknown = JSON.parse(line)
    if (typeof value !== 'object' || value === null) return null
    const { createdAt, schemaVersion, size, sha256: checksum } = value as Record<string, unknown>
    if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return null
    if (typeof schemaVersion !== 'string' || !/^\d{1,20}$/.test(schemaVersion)) return null
    if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) return null
    if (typeof checksum !== 'string' || !/^[0-9a-f]{64}$/.test(checksum)) return null
    return { createdAt, schemaVersion, size, sha256: checksum }
  } catch {
    return null
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The payload's tables and files, or why its shape is wrong. Each row's columns are checked against the database later. */
function parsePayload(text: string): { tables: SiteRows['tables']; files: PhotoFiles } | string {
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch {
    return "The backup's data is not the JSON it should be."
  }
  if (!isObject(payload) || !isObject(payload.tables)) return "The backup's data has no tables."
  const unknownPart = Object.keys(payload).find((key) => key !== 'tables' && key !== 'files')
  if (unknownPart)
    return `The backup's data holds a part this release does not know: ${JSON.stringify(unknownPart)}.`
  const known = new Set<string>(siteTables.map((table) => table.name))
  const tables: Record<string, Row[]> = {}
  for (const [name, rows] of Object.entries(payload.tables)) {
    if (!known.has(name))
      return `The backup holds a table this release does not know: ${JSON.stringify(name)}.`
    if (!Array.isArray(rows) || !rows.every(isObject)) return `The backup's ${name} is not a list of rows.`
    tables[name] = rows
  }
  const files = parseFiles(payload.files ?? {})
  if (typeof files === 'string') return files
  return { tables: tables as SiteRows['tables'], files }
}

// One character class, no group: a repeated group would overflow the regex engine's stack on a photo's megabytes.
const isBase64 = (text: string) => text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text)

/** The files part's bytes by name, or why it is wrong; what each file is, checkPhotoFiles says. */
function parseFiles(part: unknown): PhotoFiles | string {
  if (!isObject(part)) return "The backup's files are not a set of named files."
  const files: PhotoFiles = new Map()
  for (const [name, text] of Object.entries(part)) {
    if (!photoFileNamePattern.test(name))
      return `The backup holds a file whose name is not a photo's (<id>.webp): ${JSON.stringify(name)}.`
    if (typeof text !== 'string') return `The backup's photo file ${name} is not base64 text.`
    if (Buffer.byteLength(text, 'base64') > maxPhotoFileBytes)
      return `The backup's photo file ${name} is more than a photo may be (${mebibytes(maxPhotoFileBytes)}).`
    if (!isBase64(text)) return `The backup's photo file ${name} is not base64 text.`
    files.set(name, Buffer.from(text, 'base64'))
  }
  return files
}
