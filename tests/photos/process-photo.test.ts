import sharp from 'sharp'
import { MAX_PHOTO_SIDE } from '@/lib/photos/limits'
import { processPhoto } from '@/lib/photos/process-photo'
import { photoRefusals, type PhotoRefusalKind } from '@/lib/photos/refusal'
import { exifTags, heicFile, jpegWithGps, pngDeclaring, svgWithScript, textFile } from './images'

// What the server makes of an upload, with the real sharp: a photo comes out
// as WebP, upright, within 2560 px, with no metadata at all (a GPS position
// above all); anything that is not a JPEG, PNG, WebP or AVIF photo is refused
// with its own Spanish message.

const refusedAs = async (bytes: Uint8Array, kind: PhotoRefusalKind) =>
  expect(processPhoto(bytes)).rejects.toMatchObject({ kind, message: photoRefusals[kind].message })

describe('a photo', () => {
  it('comes out as WebP without any EXIF (the GPS position with it), turned as its orientation says', async () => {
    const upload = await jpegWithGps({ width: 64, height: 32, orientation: 6 })
    const sent = await sharp(upload).metadata()
    expect(exifTags(sent.exif!)).toContain(0x8825) // The GPS position is there on the way in.
    expect(sent.orientation).toBe(6)

    const { webp, width, height } = await processPhoto(upload)
    const kept = await sharp(webp).metadata()
    expect(kept).toMatchObject({ format: 'webp', width: 32, height: 64 })
    expect([width, height]).toEqual([32, 64])
    expect(kept.exif).toBeUndefined()
    expect(kept.xmp).toBeUndefined()
    expect(kept.icc).toBeUndefined()
    expect(kept.orientation).toBeUndefined()
    expect(webp.includes(Buffer.from('iPhone'))).toBe(false)

    // Orientation 6 turns the picture a quarter clockwise: the left half (red) ends on top.
    const { data } = await sharp(webp).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [...data.subarray((y * 32 + x) * 3, (y * 32 + x) * 3 + 3)]
    const [top, bottom] = [pixel(16, 8), pixel(16, 56)]
    expect(top[0]! - top[2]!).toBeGreaterThan(150)
    expect(bottom[2]! - bottom[0]!).toBeGreaterThan(150)
  })

  it('is made at most 2560 px on its longest side, its shape kept, and never enlarged', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    expect(await processPhoto(big)).toMatchObject({ width: MAX_PHOTO_SIDE, height: 1920 })
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#336699aa' } })
      .webp()
      .toBuffer()
    expect(await processPhoto(small)).toMatchObject({ width: 300, height: 200 })
  })

  it('may be an AVIF', async () => {
    const avif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#008800' } })
      .avif()
      .toBuffer()
    const { webp } = await processPhoto(avif)
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 })
  })
})

describe('what is refused', () => {
  it('refuses a text file, whatever its name, and an empty or truncated file', async () => {
    await refusedAs(textFile, 'notAnImage')
    await refusedAs(new Uint8Array(), 'notAnImage')
    const jpeg = await jpegWithGps()
    await refusedAs(jpeg.subarray(0, 40), 'unreadable')
  })

  it('refuses an SVG, a script in it or not, before any decoder reads it', async () => {
    await refusedAs(svgWithScript, 'svg')
    await refusedAs(Buffer.concat([Buffer.from('\ufeff  '), svgWithScript]), 'svg')
  })

  it('refuses an iPhone HEIC with its own message', async () => {
    await refusedAs(heicFile(), 'heic')
    expect(photoRefusals.heic.message).toMatch(/JPEG/)
    expect(photoRefusals.heic.message).toMatch(/Ajustes > Cámara > Formatos/)
  })

  it('refuses a PNG declaring 30,000 × 30,000 pixels from its header (a decompression bomb), in a moment', async () => {
    const bomb = pngDeclaring(30_000)
    expect(bomb.length).toBeLessThan(200)
    const started = Date.now()
    await refusedAs(bomb, 'tooManyPixels')
    expect(Date.now() - started).toBeLessThan(2000)
    // A PNG of the same making, whole (one pixel, one row), is read.
    await expect(processPhoto(pngDeclaring(1))).resolves.toMatchObject({ width: 1, height: 1 })
  })

  it('refuses a GIF and a TIFF, which sharp could read', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer()
    await refusedAs(gif, 'notAnImage')
    await refusedAs(tiff, 'notAnImage')
  })
})
