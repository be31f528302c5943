import { getLandingPage } from '@/content/pages'
import type { TableSection } from '@/content/types'
import { exportedFiles } from '@/lib/content/export-content'
import { getEditablePage } from '@/lib/content/editable-pages'
import { savingsPagePath } from '@/content/savings-names'

// `npm run admin -- export-content` writes what staff published back into the
// pages' files: the repository's path, search copy and sections around it.

const path = '/ayudas-placas-solares'
const publishedAt = '2026-11-27T08:00:00.000Z'

describe('exported content', () => {
  it('is the page’s file with the published content in place of its own', () => {
    const content = structuredClone(getEditablePage(path)!.builtIn) as { sections: TableSection[] }
    content.sections[5]!.rows[1]![2] = 'Abiertas hasta el 31 de marzo de 2027'
    const [file, ...others] = exportedFiles([{ path, content, reviewBefore: '2027-03-31', publishedAt }])
    expect(others).toEqual([])
    expect(file!.file).toBe('content/pages/ayudas-placas-solares.json')
    expect(file!.reviewBefore).toBe('2027-03-31')
    const page = file!.json as ReturnType<typeof getLandingPage>
    expect(page.path).toBe(path)
    expect(page.seo).toEqual(getLandingPage(path).seo)
    expect((page.sections[5] as TableSection).rows[1]![2]).toBe('Abiertas hasta el 31 de marzo de 2027')
  })

  it('writes the savings calculator’s figures to their own file, and its page without them', () => {
    const content = structuredClone(getEditablePage(savingsPagePath)!.builtIn) as {
      figures: { performanceRatio: number }
    }
    content.figures.performanceRatio = 82
    const files = exportedFiles([{ path: savingsPagePath, content, reviewBefore: null, publishedAt }])
    expect(files.map((file) => file.file)).toEqual([
      'content/pages/calcular-ahorro-placas-solares.json',
      'content/savings-figures.json',
    ])
    expect(files[0]!.json).toEqual(getLandingPage(savingsPagePath))
    expect(files[1]!.json).toMatchObject({ performanceRatio: 82, panelWatts: 500 })
  })

  it('writes the home page to content/home.json and leaves out paths the site does not have', () => {
    const files = exportedFiles([
      { path: '/', content: getEditablePage('/')!.builtIn, reviewBefore: null, publishedAt },
      { path: '/ya-no-existe', content: {}, reviewBefore: null, publishedAt },
    ])
    expect(files.map((file) => file.file)).toEqual(['content/home.json'])
  })
})
