import { expect, test } from '@playwright/test'
import { publicRoutes } from '@/lib/routes'
import { allMatches, decode } from './html'

// The image optimizer (/_next/image) fetches only the review avatars' paths
// on Google's picture server and our own /images/; anything else is a 400
// before any fetch (next.config.ts `images`, lib/remote-images.ts).

const refusal = '"url" parameter is not allowed'
const optimized = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`

test('lets a review avatar through the allow-list (the fetch itself may fail: no network here)', async ({
  request,
}) => {
  for (const avatar of [
    'https://lh3.googleusercontent.com/a-/ALV-UjW1test=s128-c0x00000000-cc-rp-mo',
    'https://lh3.googleusercontent.com/a/ACg8ocTest4=s128-c0x00000000-cc-rp-mo',
  ]) {
    const response = await request.get(optimized(avatar))
    expect(await response.text(), avatar).not.toContain(refusal)
  }
})

test('refuses with 400 any other path, host or local file', async ({ request }) => {
  for (const url of [
    'https://lh3.googleusercontent.com/p/AF1QipTest=s1360-w1360-h1020',
    'https://lh3.googleusercontent.com/a-/ALV-UjW1test=s128?x=1',
    'https://lh4.googleusercontent.com/a/ACg8ocTest4=s128',
    'https://evil.example/a/ACg8ocTest4=s128',
    'http://lh3.googleusercontent.com/a/ACg8ocTest4=s128',
    '/social-image.png',
    '/icon.svg',
    '/images/gallery-1.svg?v=2',
  ]) {
    const response = await request.get(optimized(url))
    expect(response.status(), url).toBe(400)
    expect(await response.text(), url).toContain(refusal)
  }
})

test('every picture of every public page still loads', async ({ request }) => {
  test.setTimeout(120_000)
  const pictures = new Set<string>()
  for (const { path } of publicRoutes) {
    const html = await (await request.get(path)).text()
    for (const [tag] of allMatches(html, /<img\b[^>]*>/)) {
      const src = /\ssrc="([^"]+)"/.exec(tag!)?.[1]
      const srcset = /\ssrcSet="([^"]+)"/i.exec(tag!)?.[1]
      if (src) pictures.add(decode(src))
      for (const candidate of srcset ? decode(srcset).split(',') : [])
        pictures.add(candidate.trim().split(' ')[0]!)
    }
  }
  expect(pictures.size).toBeGreaterThan(5)
  for (const picture of pictures) {
    const response = await request.get(picture)
    expect(response.status(), picture).toBe(200)
    expect(response.headers()['content-type'], picture).toMatch(/^image\//)
  }
})
