import { hasLocalMatch } from 'next/dist/shared/lib/match-local-pattern'
import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern'
import nextConfig from '@/next.config'
import { isRemoteImageAllowed } from '@/lib/remote-images'

// The image optimizer (/_next/image) fetches and resizes only what these
// patterns allow, checked with the very functions Next.js's optimizer uses.

const { remotePatterns = [], localPatterns } = nextConfig.images ?? {}
const remoteAllowed = (address: string) => hasRemoteMatch([], remotePatterns, new URL(address))

// Avatar addresses as the Places API gives them (tests/functions/fixtures/places).
const avatars = [
  'https://lh3.googleusercontent.com/a-/ALV-UjW1test=s128-c0x00000000-cc-rp-mo',
  'https://lh3.googleusercontent.com/a/ACg8ocTest4=s128-c0x00000000-cc-rp-mo',
]
const foreign = [
  'https://lh3.googleusercontent.com/p/AF1QipTest=s1360-w1360-h1020',
  'https://lh3.googleusercontent.com/a-/ALV-UjW1test=s128?x=1',
  'https://lh3.googleusercontent.com/',
  'http://lh3.googleusercontent.com/a/ACg8ocTest4=s128',
  'https://lh4.googleusercontent.com/a/ACg8ocTest4=s128',
  'https://googleusercontent.com/a/ACg8ocTest4=s128',
  'https://evil.example/a/ACg8ocTest4=s128',
]

describe('remote pictures', () => {
  it.each(avatars)('allows the review avatar %s', (address) => {
    expect(remoteAllowed(address)).toBe(true)
    expect(isRemoteImageAllowed(address)).toBe(true)
  })

  it.each(foreign)('refuses %s', (address) => {
    expect(remoteAllowed(address)).toBe(false)
    expect(isRemoteImageAllowed(address)).toBe(false)
  })

  it('follows no redirect, whose target the allow-list would not check', () => {
    expect(nextConfig.images?.maximumRedirects).toBe(0)
  })
})

describe('local pictures', () => {
  it.each([
    '/images/gallery-1.svg',
    '/images/hero-solar-roof.svg',
    '/fotos/0b0e7c3e-6a4b-4d8e-9a51-3c1f7f2d9e10.webp',
  ])('allows our picture %s', (path) => {
    expect(hasLocalMatch(localPatterns, path)).toBe(true)
  })

  it.each([
    '/images/gallery-1.svg?v=2',
    '/fotos/0b0e7c3e-6a4b-4d8e-9a51-3c1f7f2d9e10.webp?w=1',
    '/social-image.png',
    '/icon.svg',
    '/api/e2e/sql',
    '/seo-dashboard',
    '/_next/static/chunks/main.js',
  ])('refuses %s', (path) => {
    expect(hasLocalMatch(localPatterns, path)).toBe(false)
  })
})
