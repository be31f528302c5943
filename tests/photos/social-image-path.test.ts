import { socialImagePath, socialImagePhoto, versionedSocialImage } from '@/lib/photos/social-image-path'

// The stored address of a photo's social image names the photo, as the
// database's list of a photo's uses reads it too: with or without the
// version the page's own link carries, and nothing else.

const id = '6a3c2d1e-0000-4000-8000-000000000001'

it('reads the photo from the address the SEO field stores, and from the versioned link', () => {
  expect(socialImagePhoto(socialImagePath(id))).toBe(id)
  expect(socialImagePhoto(` ${socialImagePath(id)} `)).toBe(id)
  expect(socialImagePhoto(versionedSocialImage(id, { x: 0.12, y: 0.5 }))).toBe(id)
})

it('reads no photo from any other address', () => {
  for (const address of [
    null,
    undefined,
    '',
    '/og-default.jpg',
    `https://example.com${socialImagePath(id)}`,
    `/fotos/social/${id}.png`,
    `/fotos/social/${id}.jpg?v=abc`,
    `/fotos/social/${id}.jpg?w=1200`,
    `/fotos/${id}.webp`,
  ])
    expect(socialImagePhoto(address)).toBeNull()
})
