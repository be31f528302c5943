// The photo library's limits, shared by the browser (which resizes before it
// sends) and the server (which checks again). No server imports.

/** The longest side of a stored photo, in pixels; the browser resizes to it before sending. */
export const MAX_PHOTO_SIDE = 2560

/** The largest file staff may choose on their device (the browser then makes it smaller). */
export const MAX_DEVICE_FILE_BYTES = 20 * 2 ** 20

/** The largest upload the server reads: under a serverless host's 4.5 MB request cap. */
export const MAX_UPLOAD_BYTES = 4 * 2 ** 20

/**
 * The most pixels the server decodes (width × height as the file declares them), about 7,000 ×
 * 7,000: a camera's full-size photo passes, a decompression bomb (a tiny PNG declaring 30,000 ×
 * 30,000) is refused from its header, before any pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000

/**
 * The longest side the server reads, in pixels (a panorama passes). A long thin
 * image within MAX_INPUT_PIXELS (50,000,000 × 1) still costs the decoder seconds
 * and gigabytes: refused from its header too.
 */
export const MAX_INPUT_SIDE = 16_384

/** What the server accepts, as the browser names the types. */
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
