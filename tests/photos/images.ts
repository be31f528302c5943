import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

// Images the photo tests upload, made here rather than kept as files.

/** A JPEG `width` × `height`, left half red and right half blue, with EXIF: a GPS position, and `orientation`. */
export async function jpegWithGps({ width = 64, height = 32, orientation = 1 } = {}) {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer()
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: half, left: width / 2, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      // Somewhere in Cieza: 38°14'N 1°25'W.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 14/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '1/1 25/1 0/1',
      },
    })
    .toBuffer()
}

/** The tags of an EXIF block's first directory (IFD0), read from its TIFF header: 0x8825 points to the GPS data. */
export function exifTags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6)
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const ifd = u32(4)
  return Array.from({ length: u16(ifd) }, (_, index) => u16(ifd + 2 + index * 12))
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A PNG header (IHDR) declaring `width` × `height` pixels, 8-bit RGB. */
const pngHeader = (width: number, height: number) => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return chunk('IHDR', header)
}

/**
 * A decompression bomb's shape without its weight: a valid PNG signature and
 * header (IHDR) declaring `width` × `height` pixels (8-bit RGB), then the start
 * of its black pixels (the first row, at most its first MiB, compressed to a
 * few dozen bytes) and the end. A decoder reads the size from the header alone,
 * so the file is tiny, not the gigabytes its pixels would be. `whole`: every
 * row, as a decoder would read them to the end (deflate packs black about a
 * thousand to one: 50,000,000 × 1 is 146 KB).
 */
export function pngDeclaring(width: number, height = width, { whole = false } = {}) {
  const row = 1 + 3 * width
  const data = whole ? Buffer.alloc(row * height) : Buffer.alloc(Math.min(row, 2 ** 20))
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    chunk('IDAT', deflateSync(data, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * An animated PNG (APNG) of two 8 × 8 frames: an animation control (acTL) and
 * each frame's control (fcTL) around the image data, the second frame's in an
 * fdAT. A decoder that knows nothing of APNG reads its first frame as a PNG.
 */
export function animatedPng() {
  const pixels = deflateSync(Buffer.alloc(8 * (1 + 3 * 8), 0x80))
  const u32 = (...values: number[]) => {
    const bytes = Buffer.alloc(4 * values.length)
    values.forEach((value, index) => bytes.writeUInt32BE(value, 4 * index))
    return bytes
  }
  // Sequence number, 8 × 8 at 0, 0, a delay of 1/10 s, no disposal, no blending.
  const frameControl = (sequence: number) =>
    chunk('fcTL', Buffer.concat([u32(sequence, 8, 8, 0, 0), Buffer.from([0, 1, 0, 10, 0, 0])]))
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(8, 8),
    chunk('acTL', u32(2, 0)),
    frameControl(0),
    chunk('IDAT', pixels),
    frameControl(1),
    chunk('fdAT', Buffer.concat([u32(2), pixels])),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A WebP chunk of `type` holding `data`, padded as RIFF wants. */
export const webpChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8)
  head.write(type, 0, 'latin1')
  head.writeUInt32LE(data.length, 4)
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)])
}

/** A RIFF WEBP file of these chunks. */
export const riffWebp = (...chunks: Buffer[]) => {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks])
  const head = Buffer.alloc(8)
  head.write('RIFF', 0, 'latin1')
  head.writeUInt32LE(body.length, 4)
  return Buffer.concat([head, body])
}

/** A WebP file's chunks after its RIFF header, as written (type, size, data, padding). */
export const chunksOf = (webp: Buffer) => webp.subarray(12)

/**
 * An animated WebP of `frames` 1 × 1 frames, written by hand around the one
 * frame sharp codes (46 bytes a frame: 87,377 frames fit in 4 MB). Its
 * extended header (VP8X) says animation, an ANIM chunk its loop, and each
 * frame is an ANMF chunk holding its image.
 */
export async function manyFrameWebp(frames: number) {
  const pixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .webp({ lossless: true })
    .toBuffer()
  const image = chunksOf(pixel) // The frame's VP8L chunk.
  const extended = Buffer.alloc(10)
  extended[0] = 0x02 // Animation; a canvas of 1 × 1 (each side stored less one).
  const animation = Buffer.from([0, 0, 0, 0, 0, 0]) // Background colour, loop forever.
  // At 0, 0; 1 × 1 (less one); 100 ms; no blending or disposal.
  const frameHead = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0x02])
  const frame = webpChunk('ANMF', Buffer.concat([frameHead, image]))
  return riffWebp(
    webpChunk('VP8X', extended),
    webpChunk('ANIM', animation),
    Buffer.concat(Array.from({ length: frames }, () => frame)),
  )
}

/** Three 4 × 4 frames, red, green and blue, joined by sharp as an animation in `format`. */
export async function threeFrames(format: 'gif' | 'webp') {
  const frames = await Promise.all(
    ['#f00', '#0f0', '#00f'].map((colour) =>
      sharp({ create: { width: 4, height: 4, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    ),
  )
  return sharp(frames, { join: { animated: true } })
    .toFormat(format)
    .toBuffer()
}

/**
 * An iPhone's HEIC, as far as its first bytes go: an ISO media file whose ftyp
 * box names the `heic` brand (sharp's own HEIF writer cannot encode HEVC, so
 * the box is written by hand), followed by the start of a meta box.
 */
export function heicFile() {
  const ftyp = Buffer.alloc(24)
  ftyp.writeUInt32BE(24, 0)
  ftyp.write('ftypheic', 4, 'latin1')
  ftyp.write('mif1heic', 16, 'latin1')
  return Buffer.concat([ftyp, Buffer.from('\0\0\0\x22metahdlr-pict-and-more-bytes', 'latin1')])
}

/** An SVG drawing that carries a script. */
export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
)

/** A text file, whatever name it is given. */
export const textFile = Buffer.from('Presupuesto: 12 placas de 450 W, inversor de 5 kW.\n')

/** A 1,200 × 800 WebP with a photograph's detail: coloured shapes and grain. */
export async function detailedPhotoWebp() {
  const [width, height] = [1200, 800]
  let seed = 7
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const coarse = Buffer.alloc(12 * 8 * 3).map(() => Math.floor(random() * 256))
  const shapes = await sharp(coarse, { raw: { width: 12, height: 8, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .blur(20)
    .raw()
    .toBuffer()
  // Soft shapes around mid-grey, as in a photograph, and grain (a Buffer clamps to 0–255).
  const pixels = shapes.map((value) => 128 + 0.4 * (value - 128) + (random() - 0.5) * 30)
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer()
}
