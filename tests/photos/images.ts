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

/**
 * A decompression bomb's shape without its weight: a valid PNG signature and
 * header (IHDR) declaring `side` × `side` pixels (8-bit RGB), then its first
 * row (black, compressed to a few dozen bytes) and the end. A decoder reads the size from the header alone,
 * so the file is a few dozen bytes, not the gigabytes its pixels would be.
 */
export function pngDeclaring(side: number) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * side))),
    chunk('IEND', Buffer.alloc(0)),
  ])
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
