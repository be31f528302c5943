import { pngChunkTypes, webpChunks } from '@/lib/photos/chunks'
import { animatedPng, pngDeclaring, riffWebp, textFile, webpChunk } from './images'

// The chunk lists the photo checks read themselves: types and sizes only, as
// far as whole chunks go, and for a WebP whether they fill its RIFF exactly.

it('lists a PNG’s chunks, an APNG’s animation chunks among them, and stops at a damaged tail', () => {
  expect(pngChunkTypes(pngDeclaring(4, 4))).toEqual(['IHDR', 'IDAT', 'IEND'])
  expect(pngChunkTypes(animatedPng())).toEqual(['IHDR', 'acTL', 'fcTL', 'IDAT', 'fcTL', 'fdAT', 'IEND'])
  const cut = pngDeclaring(4, 4).subarray(0, 40)
  expect(pngChunkTypes(cut)).toEqual(['IHDR'])
  expect(pngChunkTypes(textFile)).toEqual([])
})

it('reads a WebP’s chunks past an odd-sized one’s padding, and says when they fill its RIFF exactly', () => {
  const odd = riffWebp(webpChunk('VP8 ', Buffer.alloc(5, 1)), webpChunk('ABCD', Buffer.from('xy')))
  const read = webpChunks(odd)!
  expect(read.chunks.map(({ type, data }) => [type, data.length])).toEqual([
    ['VP8 ', 5],
    ['ABCD', 2],
  ])
  expect(read.exact).toBe(true)
  expect(webpChunks(Buffer.concat([odd, Buffer.from('!')]))!.exact).toBe(false)
  expect(webpChunks(odd.subarray(0, odd.length - 1))!.exact).toBe(false)
  expect(webpChunks(textFile)).toBeNull()
})
