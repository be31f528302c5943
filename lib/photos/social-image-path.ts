import type { Point } from './focal-point'

// The social image made from a photo of the library (lib/photos/social-image.ts):
// its address, which a page's SEO record stores as its Open Graph image, and
// the version that changes whenever the crop would.

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
// The `?v=` the page's own link carries (below) names the same image, should one be pasted back.
const STORED = new RegExp(`^/fotos/social/(${ID})\\.jpg(?:\\?v=[0-9]+-[0-9]+)?$`)
const FILE = new RegExp(`^(${ID})\\.jpg$`)

/** The address an SEO record stores for the social image of photo `id`. */
export const socialImagePath = (id: string) => `/fotos/social/${id}.jpg`

/** The photo whose social image this stored address is; null for any other address. */
export const socialImagePhoto = (address: string | null | undefined): string | null =>
  address?.trim().match(STORED)?.[1] ?? null

/** The photo a request's file name (`<id>.jpg`) asks for; null for any other name. */
export const socialImageFilePhoto = (file: string): string | null => file.match(FILE)?.[1] ?? null

/**
 * What the crop depends on besides the photo itself (whose file never changes: a new photo is a
 * new id): its focal point, in thousandths.
 */
export const socialImageVersion = ({ x, y }: Point) => `${Math.round(x * 1000)}-${Math.round(y * 1000)}`

/** The social image's address for this focal point: it changes when the crop does, so it may be kept long. */
export const versionedSocialImage = (id: string, focus: Point) =>
  `${socialImagePath(id)}?v=${socialImageVersion(focus)}`
