import 'server-only'
import sharp, { type Metadata } from 'sharp'
import { isAnimated } from './animation'
import { photoDecodes } from './decode-slots'
import { MAX_INPUT_PIXELS, MAX_INPUT_SIDE, MAX_PHOTO_SIDE } from './limits'
import { PhotoRefusal } from './refusal'

// Every upload is decoded and re-encoded here before it can be shown: only
// JPEG, PNG, WebP and AVIF, recognised by their bytes (never by a name or a
// declared type) and confirmed by the decoder; orientation applied, the
// longest side capped, every piece of metadata (EXIF, GPS position, XMP, ICC)
// left behind, and WebP out. sharp also reads SVG, PDF, TIFF, HEIF and more:
// nothing but the four kinds ever reaches it.
//
// What a photo costs is judged from its header, before any pixel is decoded:
// an animation, a side over MAX_INPUT_SIDE or more than MAX_INPUT_PIXELS is
// refused; what passes waits for one of the server's few decoding slots.

type Kind = 'jpeg' | 'png' | 'webp' | 'avif'

/** An ISO base media file's brands (its ftyp box: major brand, then compatible ones), or null. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1')
  if (bytes.length < 16 || ascii(4, 8) !== 'ftyp') return null
  const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 256)
  const brands = [ascii(8, 12)]
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(at, at + 4))
  return brands
}

/** HEIF brands of HEVC-coded images (an iPhone's HEIC) and of HEIF with no codec named. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1'])

/** What the bytes are, by their signature; the refusal for anything else. */
function sniff(bytes: Uint8Array): Kind {
  const starts = (...signature: number[]) => signature.every((byte, at) => bytes[at] === byte)
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  const text = Buffer.from(bytes.subarray(0, 4096)).toString('latin1')
  if (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP') return 'webp'
  const brands = ftypBrands(bytes)
  // 'avis' names an image sequence: an animated AVIF.
  if (brands?.includes('avis')) throw new PhotoRefusal('animated')
  if (brands?.includes('avif')) return 'avif'
  if (brands?.some((brand) => HEIC_BRANDS.has(brand))) throw new PhotoRefusal('heic')
  if (/^(\ufeff|\xef\xbb\xbf)?\s*</.test(text) && /<svg[\s>]/i.test(text)) throw new PhotoRefusal('svg')
  throw new PhotoRefusal('notAnImage')
}

/** The format sharp reports for each kind (AVIF is HEIF coded with AV1). */
const decodedAs = (kind: Kind, format: string | undefined, compression: string | undefined) =>
  kind === 'avif' ? format === 'heif' && compression === 'av1' : format === kind

export type ProcessedPhoto = { webp: Buffer; width: number; height: number }

/** The photo as the site stores it, or a PhotoRefusal. */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const kind = sniff(bytes)
  if ((kind === 'png' || kind === 'webp') && isAnimated(kind, bytes)) throw new PhotoRefusal('animated')
  // The decoder refuses more pixels than this from the file's header, before decoding any.
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
  let metadata: Metadata
  try {
    // The header alone: the format, the size and the number of frames.
    metadata = await input().metadata()
  } catch (error) {
    // sharp's words for a header over limitInputPixels (tests/photos/process-photo.test.ts pins them).
    throw new PhotoRefusal(/pixel limit/i.test(String(error)) ? 'tooManyPixels' : 'unreadable')
  }
  if (!decodedAs(kind, metadata.format, metadata.compression)) throw new PhotoRefusal('notAnImage')
  const { width = 0, height = 0, pages = 1 } = metadata
  if (Math.max(width, height) > MAX_INPUT_SIDE) throw new PhotoRefusal('tooLong')
  if (width * height > MAX_INPUT_PIXELS) throw new PhotoRefusal('tooManyPixels')
  if (pages > 1) throw new PhotoRefusal('animated')
  return photoDecodes.run(async () => {
    try {
      const { data, info } = await input()
        .rotate() // Applies the EXIF orientation; the output carries none.
        .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true })
      return { webp: data, width: info.width, height: info.height }
    } catch {
      throw new PhotoRefusal('unreadable')
    }
  })
}
