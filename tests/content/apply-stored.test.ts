import { getLandingPage } from '@/content/pages'
import type { TextSection } from '@/content/types'
import { applyStoredContent } from '@/lib/content/apply-stored'
import { getEditablePage } from '@/lib/content/editable-pages'

// A page shows what staff published in place of the repository's content, but
// its path, search copy and the order and kind of its sections stay the repository's.

const path = '/ayudas-placas-solares'
const builtIn = getLandingPage(path)
const stored = () =>
  structuredClone(getEditablePage(path)!.builtIn) as { sections: TextSection[]; hero: { subtitle: string } }

describe('stored content over the repository’s', () => {
  it('is the repository’s page when nothing is stored', () => {
    expect(applyStoredContent(builtIn, null)).toBe(builtIn)
  })

  it('replaces the content, keeping the path and search copy', () => {
    const content = stored()
    content.hero.subtitle = 'Programas abiertos en 2027'
    content.sections[0]!.paragraphs = ['Un párrafo nuevo.']
    const page = applyStoredContent(builtIn, content)
    expect(page.path).toBe(path)
    expect(page.seo).toBe(builtIn.seo)
    expect(page.hero.subtitle).toBe('Programas abiertos en 2027')
    expect((page.sections[0] as TextSection).paragraphs).toEqual(['Un párrafo nuevo.'])
  })

  it('keeps a repository section where the stored one is of another kind or anchor', () => {
    const content = stored()
    content.sections[0] = { ...content.sections[0]!, id: 'otra-ancla', paragraphs: ['No se muestra.'] }
    expect(applyStoredContent(builtIn, content).sections[0]).toBe(builtIn.sections[0])
  })

  it('keeps whether the page ends with the contact section, as its route decides', () => {
    const guideContent = { ...stored(), contact: undefined }
    expect(applyStoredContent(builtIn, guideContent).contact).toBe(builtIn.contact)
    const edited = { ...stored(), contact: { heading: 'Pide tu estudio', intro: 'Te llamamos en 24 horas.' } }
    expect(applyStoredContent(builtIn, edited).contact).toEqual(edited.contact)

    const landing = getLandingPage('/instalacion-placas-solares')
    const landingContent = {
      ...structuredClone(getEditablePage(landing.path)!.builtIn),
      contact: edited.contact,
    }
    expect(applyStoredContent(landing, landingContent)).not.toHaveProperty('contact')
  })
})
