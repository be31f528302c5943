import { inlineArtwork } from '@/lib/artwork'
import { artworkNames } from '@/content/types'

describe.each(artworkNames)('the inline artwork %s', (name) => {
  const svg = inlineArtwork(name)
  const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1])
  const references = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map(
    (match) => match[1] ?? match[2],
  )

  it('is one SVG, hidden from assistive technology (its box carries the description), covering its box', () => {
    expect(svg).toMatch(/^<svg aria-hidden="true" preserveAspectRatio="xMidYMid slice" viewBox="[^"]+">/)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).not.toMatch(/xlink|xmlns|<script|<style/)
  })

  it('prefixes every id with its name, and every reference finds its id', () => {
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) expect(id).toMatch(new RegExp(`^${name}-`))
    expect(references.length).toBeGreaterThan(0)
    for (const reference of references) expect(ids).toContain(reference)
  })
})
