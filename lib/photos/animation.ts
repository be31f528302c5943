import { pngChunkTypes, webpChunks } from './chunks'

// Whether an upload is an animation, read from its chunk list. sharp cannot
// say so cheaply: its metadata reports no frames for an APNG, and counts a
// WebP's frames by walking each one (seconds for a 4 MB file of 87,000).

/** An APNG's chunks: its animation control, and each frame's control and data. */
const APNG_CHUNKS = new Set(['acTL', 'fcTL', 'fdAT'])
/** An animated WebP's chunks: the animation's parameters, and each frame. */
const ANIMATED_WEBP_CHUNKS = new Set(['ANIM', 'ANMF'])
/** The animation flag in a WebP's extended header (VP8X), its first byte. */
const VP8X_ANIMATION = 0x02

/** Whether these bytes, a PNG or a WebP by their signature, hold more than one frame. */
export function isAnimated(kind: 'png' | 'webp', bytes: Uint8Array): boolean {
  if (kind === 'png') return pngChunkTypes(bytes).some((type) => APNG_CHUNKS.has(type))
  return (webpChunks(bytes)?.chunks ?? []).some(
    ({ type, data }) =>
      ANIMATED_WEBP_CHUNKS.has(type) || (type === 'VP8X' && ((data[0] ?? 0) & VP8X_ANIMATION) !== 0),
  )
}
