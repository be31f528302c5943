import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Picture } from '@/content/types'

type ArtworkName = Picture['artwork']

// next.config.ts traces these files into the server bundle (outputFileTracingIncludes): ISR pages read them at run time.
const folder = path.join(process.cwd(), 'public', 'images')
const cache = new Map<ArtworkName, string>()

/**
 * An artwork's SVG, ready to be written into the page: painted with the HTML
 * instead of fetched after it, so the hero's text, not its picture, is the
 * largest thing the first paint shows. Its ids get the artwork's name as a
 * prefix (no clash with another SVG of the page), and it covers its box the
 * way `object-fit: cover` would. The SVGs are our own files, never visitor input.
 */
export function inlineArtwork(name: ArtworkName): string {
  const cached = cache.get(name)
  if (cached) return cached
  const source = readFileSync(path.join(folder, `${name}.svg`), 'utf8')
  const prefix = `${name}-`
  const svg = source
    .replace(/<\?xml[^>]*>\s*/, '')
    .replace(/\s+xmlns(:xlink)?="[^"]*"/g, '')
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/(xlink:href|href)="#([^"]+)"/g, `href="#${prefix}$2"`)
    .replace(/<svg\b/, '<svg aria-hidden="true" preserveAspectRatio="xMidYMid slice"')
    .replace(/>\s+</g, '><')
    .trim()
  cache.set(name, svg)
  return svg
}
