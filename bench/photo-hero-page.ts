// The page a photo hero is measured on: the landing page `of` as the site
// renders it, its hero showing the photo the benchmark adds to the library
// (BENCH_PHOTO_ID, given to the build), served at `path`
// (app/(site)/bench-photo-hero/page.bench.tsx). Lighthouse measures both.
export const photoHeroPage = { path: '/bench-photo-hero', of: '/instalacion-placas-solares' } as const
