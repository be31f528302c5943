// The chunk lists of the two container formats whose headers the photo checks
// read themselves: a PNG's and a WebP's (RIFF). Only the chunks' types and
// sizes are read, never what they code, so a file of any size is walked in a
// moment. No server imports: restore's photo check uses this outside the server.

export type Chunk = { type: string; data: Uint8Array }

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
const fourCC = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!)

/**
 * A PNG's chunk types in file order, as far as whole chunks go (a damaged
 * tail ends the list: the decoder judges it). Empty when the bytes are no PNG.
 */
export function pngChunkTypes(bytes: Uint8Array): string[] {
  if (!PNG_SIGNATURE.every((byte, at) => bytes[at] === byte)) return []
  const types: string[] = []
  // Each chunk: its data's length (big-endian), its type, its data, a CRC.
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = view(bytes).getUint32(at)
    const end = at + 12 + length
    if (end > bytes.length) break
    types.push(fourCC(bytes, at + 4))
    at = end
  }
  return types
}

/**
 * A WebP's RIFF chunks in file order, as far as whole chunks go, or null when
 * the bytes are no RIFF WEBP. `exact`: the chunks fill the RIFF's declared
 * size to the byte, and nothing follows it in the file.
 */
export function webpChunks(bytes: Uint8Array): { chunks: Chunk[]; exact: boolean } | null {
  if (bytes.length < 12 || fourCC(bytes, 0) !== 'RIFF' || fourCC(bytes, 8) !== 'WEBP') return null
  const declaredEnd = 8 + view(bytes).getUint32(4, true)
  const end = Math.min(declaredEnd, bytes.length)
  const chunks: Chunk[] = []
  let at = 12
  // Each chunk: its type, its data's length (little-endian), its data, padded to an even length.
  while (at + 8 <= end) {
    const size = view(bytes).getUint32(at + 4, true)
    if (at + 8 + size > end) break
    chunks.push({ type: fourCC(bytes, at), data: bytes.subarray(at + 8, at + 8 + size) })
    at += 8 + size + (size % 2)
  }
  return { chunks, exact: at === declaredEnd && declaredEnd === bytes.length }
}
