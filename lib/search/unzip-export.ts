import { Unzip, UnzipInflate } from 'fflate'
import { exportFileNamed, MAX_UNZIPPED_BYTES } from './export-files'

// The ZIP of Search Console's export, opened as data only: each file's bytes,
// nothing written to disk, nothing run. Only the export's own file names pass
// (no folder, no other name); the sizes are counted as the files inflate, a
// few kilobytes of the ZIP at a time, so a ZIP that lies in its headers stops
// at the limit all the same.

/** How much of the ZIP is inflated at a time: its output stays a few megabytes at worst. */
const STEP = 4 * 1024

export type ZipFiles = { ok: true; files: Map<string, Uint8Array> } | { ok: false; message: string }

/** A file name as the message quotes it: printable, and short. */
const shown = (name: string) => name.replace(/[\p{C}]/gu, '?').slice(0, 80)

const tooLarge = `El ZIP ocupa más de ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB descomprimido: exporta un periodo más corto.`
const unreadable = 'No se ha podido abrir el ZIP: vuelve a descargarlo de Search Console.'

/** Whether the bytes start as a ZIP does. */
export const looksLikeZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

/** The ZIP's files by name, or why it is refused, in Spanish. */
export function unzipExport(bytes: Uint8Array): ZipFiles {
  const chunksOf = new Map<string, Uint8Array[]>()
  let total = 0
  let refusal: string | null = null
  const unzip = new Unzip((file) => {
    if (refusal !== null) return
    const known = exportFileNamed(file.name)
    if (known === null || /[/\\]/.test(file.name)) {
      refusal = `El ZIP contiene «${shown(file.name)}», que no es un archivo del informe de Search Console: súbelo tal como se descarga.`
      return
    }
    const name = file.name.normalize('NFC')
    if (chunksOf.has(name)) {
      refusal = `El ZIP contiene dos veces «${shown(name)}»: súbelo tal como se descarga.`
      return
    }
    const chunks: Uint8Array[] = []
    chunksOf.set(name, chunks)
    file.ondata = (error, chunk) => {
      if (refusal !== null) return
      if (error) {
        refusal = unreadable
        return
      }
      total += chunk.byteLength
      if (total > MAX_UNZIPPED_BYTES) {
        refusal = tooLarge
        file.terminate()
        return
      }
      chunks.push(chunk)
    }
    file.start()
  })
  unzip.register(UnzipInflate)
  try {
    for (let offset = 0; offset < bytes.byteLength && refusal === null; offset += STEP)
      unzip.push(bytes.subarray(offset, offset + STEP), offset + STEP >= bytes.byteLength)
  } catch {
    refusal ??= unreadable
  }
  if (refusal !== null) return { ok: false, message: refusal }
  if (chunksOf.size === 0) return { ok: false, message: unreadable }
  return { ok: true, files: new Map([...chunksOf].map(([name, chunks]) => [name, joined(chunks)])) }
}

function joined(chunks: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0))
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
