import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { homePageSchema } from '@/content/home-schema'
import { landingPages } from '@/content/pages'
import { landingPageSchema } from '@/content/types'

// The landing pages are JSON: a file of the wrong shape must fail here, not on the site.

const dir = path.join(process.cwd(), 'content/pages')
const files = readdirSync(dir).filter((name) => name.endsWith('.json'))
const read = (name: string): unknown => JSON.parse(readFileSync(path.join(dir, name), 'utf8'))

describe('landing page files', () => {
  it.each(files)('%s matches the content schema', (name) => {
    const result = landingPageSchema.safeParse(read(name))
    expect(result.error?.issues ?? []).toEqual([])
  })

  it.each(files)('%s holds the page its name says', (name) => {
    expect(landingPageSchema.parse(read(name)).path).toBe(`/${name.replace(/\.json$/, '')}`)
  })

  it('lists every file once, in content/pages/index.ts', () => {
    expect(landingPages.map((page) => `${page.path.slice(1)}.json`).sort()).toEqual([...files].sort())
  })

  it('home.json matches the home page schema', () => {
    const result = homePageSchema.safeParse(
      JSON.parse(readFileSync(path.join(process.cwd(), 'content/home.json'), 'utf8')),
    )
    expect(result.error?.issues ?? []).toEqual([])
  })

  it('rejects a misspelled field and an unknown section kind', () => {
    const page = read('instalacion-placas-solares.json') as { hero: object; sections: object[] }
    const misspelled = { ...page, hero: { ...page.hero, subtitel: 'x' } }
    const unknownKind = { ...page, sections: [{ kind: 'video', heading: 'x' }] }
    expect(landingPageSchema.safeParse(misspelled).success).toBe(false)
    expect(landingPageSchema.safeParse(unknownKind).success).toBe(false)
  })
})
