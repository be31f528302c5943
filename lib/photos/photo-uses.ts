import type { PhotoUse } from './types'

/** The addresses of the pages whose published content shows the photo. */
export const publishedPaths = (uses: PhotoUse[]) => [
  ...new Set(uses.filter((use) => use.state === 'publicada').map((use) => use.path)),
]
