import type { PhotoUse } from './types'

/** The addresses of the published pages that show the photo, in their content or as their social image. */
export const publishedPaths = (uses: PhotoUse[]) => [
  ...new Set(uses.filter((use) => use.state === 'publicada').map((use) => use.path)),
]
