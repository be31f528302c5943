import sharp from 'sharp'
import { storedPhotoSize } from '@/lib/backup/photo-files'
import { webpChunks } from '@/lib/photos/chunks'
import { processPhoto } from '@/lib/photos/process-photo'
import { chunksOf, jpegWithGps, riffWebp, webpChunk } from '../photos/images'

// Restore (and the Supabase export) take a photo file only when its chunks
// are exactly those the upload writes: so every file the upload writes must
// pass, opaque or with transparency, and a chunk more must not.

it('takes every WebP the upload writes: an opaque photo (VP8) and one with transparency (VP8X, ALPH, VP8)', async () => {
  const opaque = (await processPhoto(await jpegWithGps({ width: 64, height: 32 }))).webp
  const clear = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#33669980' } })
    .png()
    .toBuffer()
  const transparent = (await processPhoto(clear)).webp
  expect(webpChunks(opaque)).toEqual({ chunks: [expect.objectContaining({ type: 'VP8 ' })], exact: true })
  expect(webpChunks(transparent)?.chunks.map(({ type }) => type)).toEqual(['VP8X', 'ALPH', 'VP8 '])
  expect(await storedPhotoSize(opaque)).toEqual({ width: 64, height: 32 })
  expect(await storedPhotoSize(transparent)).toEqual({ width: 40, height: 30 })
})

it('refuses an extended header with other flags, a second image, and a chunk cut short', async () => {
  const transparent = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#33669980' } })
    .webp()
    .toBuffer()
  const [extended, ...rest] = webpChunks(transparent)!.chunks
  const iccFlag = Buffer.from(extended!.data)
  iccFlag[0]! |= 0x20
  expect(
    await storedPhotoSize(
      riffWebp(webpChunk('VP8X', iccFlag), ...rest.map((c) => webpChunk(c.type, Buffer.from(c.data)))),
    ),
  ).toBe(`holds the chunks "VP8X,ALPH,VP8 ", not a WebP as the site's server writes it`)
  const opaque = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer()
  expect(await storedPhotoSize(riffWebp(chunksOf(opaque), chunksOf(opaque)))).toBe(
    `holds the chunks "VP8 ,VP8 ", not a WebP as the site's server writes it`,
  )
  const cut = Buffer.from(opaque.subarray(0, opaque.length - 3))
  cut.writeUInt32LE(cut.length - 8, 4) // The RIFF says the file's length; the image chunk says more.
  expect(await storedPhotoSize(cut)).toBe('has bytes in its RIFF that make no whole WebP chunk')
})
