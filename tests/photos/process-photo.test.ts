import sharp, { type Sharp } from 'sharp'
import { MAX_PHOTO_SIDE } from '@/lib/photos/limits'
import { processPhoto } from '@/lib/photos/process-photo'
import { photoRefusals, type PhotoRefusalKind } from '@/lib/photos/refusal'
import * as images from './images'

// What the server makes of an upload, with the real sharp: a photo comes out
// as WebP, upright, within 2560 px, with no metadata at all (a GPS position
// above all); anything that is not a JPEG, PNG, WebP or AVIF photo is refused
// with its own Spanish message.

const refusedAs = async (bytes: Uint8Array, kind: PhotoRefusalKind) =>
  expect(processPhoto(bytes)).rejects.toMatchObject({ kind, message: photoRefusals[kind].message })

// sharp's two doors: `metadata()` reads a file's header, `toBuffer()` decodes
// its pixels (and codes the WebP). A refusal from the header never reaches
// the second; an animation is refused before sharp reads even the header.
const headerReads = jest.spyOn(sharp.prototype, 'metadata')
const decodes = jest.spyOn(sharp.prototype, 'toBuffer')
/** Forgets the calls so far (the test's own images are made with sharp too). */
const countFromHere = () => {
  headerReads.mockClear()
  decodes.mockClear()
}
beforeEach(countFromHere)

describe('a photo', () => {
  it('comes out as WebP without any EXIF (the GPS position with it), turned as its orientation says', async () => {
    const upload = await images.jpegWithGps({ width: 64, height: 32, orientation: 6 })
    const sent = await sharp(upload).metadata()
    expect(images.exifTags(sent.exif!)).toContain(0x8825) // The GPS position is there on the way in.
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
    await refusedAs(images.textFile, 'notAnImage')
    await refusedAs(new Uint8Array(), 'notAnImage')
    const jpeg = await images.jpegWithGps()
    await refusedAs(jpeg.subarray(0, 40), 'unreadable')
  })

  it('refuses an SVG, a script in it or not, before any decoder reads it', async () => {
    await refusedAs(images.svgWithScript, 'svg')
    await refusedAs(Buffer.concat([Buffer.from('\ufeff  '), images.svgWithScript]), 'svg')
  })

  it('refuses an iPhone HEIC with its own message', async () => {
    await refusedAs(images.heicFile(), 'heic')
    expect(photoRefusals.heic.message).toMatch(/JPEG/)
    expect(photoRefusals.heic.message).toMatch(/Ajustes > Cámara > Formatos/)
  })

  it('refuses a PNG declaring 30,000 × 30,000 pixels from its header (a decompression bomb), decoding nothing', async () => {
    const bomb = images.pngDeclaring(30_000)
    expect(bomb.length).toBeLessThan(200)
    await refusedAs(bomb, 'tooManyPixels')
    expect(decodes).not.toHaveBeenCalled()
    // A PNG of the same making, whole (one pixel, one row), is read.
    await expect(processPhoto(images.pngDeclaring(1))).resolves.toMatchObject({ width: 1, height: 1 })
    expect(decodes).toHaveBeenCalledTimes(1)
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

describe('what a photo would cost, judged from its header before any decode', () => {
  it('refuses a long thin PNG, 50,000,000 × 1 or 1 × 50,000,000 (within 50 megapixels), for its side', async () => {
    for (const [width, height] of [
      [50_000_000, 1],
      [1, 50_000_000],
      [16_385, 2],
    ] as const)
      await refusedAs(images.pngDeclaring(width, height), 'tooLong')
    expect(headerReads).toHaveBeenCalledTimes(3)
    expect(decodes).not.toHaveBeenCalled()
    expect(photoRefusals.tooLong.message).toBe(
      'La imagen mide más de 16.384 píxeles de ancho o de alto: redúcela antes de subirla.',
    )
  })

  it('reads a panorama of 16,384 px, the longest side allowed', async () => {
    const panorama = images.pngDeclaring(16_384, 2, { whole: true })
    await expect(processPhoto(panorama)).resolves.toMatchObject({ width: MAX_PHOTO_SIDE, height: 1 })
    expect(decodes).toHaveBeenCalledTimes(1)
  })

  it('refuses an animated WebP of many frames without sharp reading it, and one sharp made', async () => {
    const animation = await images.manyFrameWebp(5_000)
    expect(await sharp(animation).metadata()).toMatchObject({ format: 'webp', pages: 5_000 })
    const madeBySharp = await images.threeFrames('webp')
    expect(await sharp(madeBySharp).metadata()).toMatchObject({ format: 'webp', pages: 3 })
    countFromHere()
    await refusedAs(animation, 'animated')
    await refusedAs(madeBySharp, 'animated')
    expect(headerReads).not.toHaveBeenCalled()
    expect(decodes).not.toHaveBeenCalled()
  })

  it('refuses an animated PNG (APNG), which sharp would read as a still first frame', async () => {
    const apng = images.animatedPng()
    expect(await sharp(apng).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 })
    expect((await sharp(apng).metadata()).pages).toBeUndefined()
    countFromHere()
    await refusedAs(apng, 'animated')
    expect(headerReads).not.toHaveBeenCalled()
    expect(decodes).not.toHaveBeenCalled()
  })

  it('refuses an animated GIF, as every GIF, and an AVIF image sequence, before sharp reads them', async () => {
    const gif = await images.threeFrames('gif')
    expect((await sharp(gif).metadata()).pages).toBe(3)
    countFromHere()
    await refusedAs(gif, 'notAnImage')
    const sequence = Buffer.alloc(32)
    sequence.writeUInt32BE(32, 0)
    sequence.write('ftypavis\0\0\0\0avifavismsf1miaf', 4, 'latin1')
    await refusedAs(sequence, 'animated')
    expect(headerReads).not.toHaveBeenCalled()
    expect(decodes).not.toHaveBeenCalled()
    expect(photoRefusals.animated.message).toBe(
      'Las imágenes animadas no se aceptan en la biblioteca de fotos: sube una foto fija JPEG, PNG, WebP o AVIF.',
    )
  })
})

it('decodes at most two photos at once: a third waits its turn, and all three come out', async () => {
  const photos = await Promise.all(
    ['#336699', '#993366', '#669933'].map((background) =>
      sharp({ create: { width: 1200, height: 800, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  )
  countFromHere()
  let decoding = 0
  let most = 0
  const decode = decodes.getMockImplementation()
  decodes.mockImplementation(async function (this: Sharp, ...options: unknown[]) {
    most = Math.max(most, ++decoding)
    try {
      return await (decode ?? sharp.prototype.toBuffer).apply(this, options as never)
    } finally {
      decoding--
    }
  } as never)
  const processed = await Promise.all(photos.map((photo) => processPhoto(photo)))
  expect(processed.map(({ width, height }) => [width, height])).toEqual([
    [1200, 800],
    [1200, 800],
    [1200, 800],
  ])
  expect(decodes).toHaveBeenCalledTimes(3)
  expect(most).toBe(2)
})
