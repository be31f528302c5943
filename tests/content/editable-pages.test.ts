import { describeContentSchema } from '@/lib/content/describe-schema'
import { checkContent } from '@/lib/content/check-content'
import { editablePages, getEditablePage } from '@/lib/content/editable-pages'
import { keepPaths, lockedPaths } from '@/lib/content/locked-paths'
import { getSeoConfig } from '@/lib/seo/config'

// Every page whose body staff edit: its repository content passes the schema
// the editor stores with, the form can be drawn from that schema, and the
// server's check answers in Spanish at the field.

const guide = getEditablePage('/ayudas-placas-solares')!
type Guide = {
  sections: { kind: string; rows?: string[][]; figures?: { value: string }[]; paragraphs?: string[] }[]
}
const edited = (change: (content: Guide) => void) => {
  const content = structuredClone(guide.builtIn) as Guide
  change(content)
  return JSON.stringify(content)
}

describe('editable pages', () => {
  it('are the home page, every landing page, both subsidy guides and the savings calculator', () => {
    const paths = editablePages.map((page) => page.path)
    expect(paths).toContain('/')
    expect(paths).toContain('/ayudas-placas-solares')
    expect(paths).toContain('/ayudas-para-instalar-placas-solares-en-murcia')
    expect(paths).toContain('/calcular-ahorro-placas-solares')
    expect(paths).toHaveLength(20)
  })

  it.each(editablePages.map((page) => [page.path, page] as const))(
    '%s: the repository content passes its schema and the form describes it',
    (_path, page) => {
      expect(checkContent(page, JSON.stringify(page.builtIn))).toEqual({ ok: true, content: page.builtIn })
      expect(() => describeContentSchema(page.schema)).not.toThrow()
    },
  )

  it('ship the subsidy guides with a review date that has passed', () => {
    expect(guide.reviewBefore! < '2026-11-27').toBe(true)
    expect(getEditablePage('/ayudas-para-instalar-placas-solares-en-murcia')!.reviewBefore).toBe(
      guide.reviewBefore,
    )
  })
})

describe('the server’s check of edited content', () => {
  it('accepts a changed table cell, figure and paragraph', () => {
    const json = edited((content) => {
      const table = content.sections.find((section) => section.rows)!
      table.rows![0]![1] = 'Hasta el 31 de marzo de 2027'
    })
    expect(checkContent(guide, json)).toMatchObject({ ok: true })
  })

  it('refuses HTML with a Spanish message at the field', () => {
    const index = (guide.builtIn as Guide).sections.findIndex((section) => section.paragraphs)
    const json = edited((content) => {
      content.sections[index]!.paragraphs![0] = 'Texto con <script>alert(1)</script>'
    })
    const result = checkContent(guide, json)
    expect(result).toMatchObject({ ok: false })
    if (result.ok) return
    expect(result.fieldErrors[`sections.${index}.paragraphs.0`]).toMatch(/etiquetas HTML/)
  })

  it('refuses a changed order or kind of sections', () => {
    const json = edited((content) => content.sections.reverse())
    expect(checkContent(guide, json)).toMatchObject({
      ok: false,
      message: 'El orden y el tipo de las secciones no se pueden cambiar desde aquí',
    })
  })

  it('keeps the contact section where the page has one, and adds none where it has not', () => {
    const withoutContact = structuredClone(guide.builtIn)
    delete withoutContact.contact
    expect(checkContent(guide, JSON.stringify(withoutContact))).toMatchObject({
      ok: false,
      fieldErrors: { contact: 'Falta esta parte de la página' },
    })
    const landing = getEditablePage('/instalacion-placas-solares')!
    const withContact = { ...landing.builtIn, contact: guide.builtIn.contact }
    expect(checkContent(landing, JSON.stringify(withContact))).toMatchObject({ ok: false })
    expect(checkContent(landing, JSON.stringify(landing.builtIn))).toMatchObject({ ok: true })
  })

  it('refuses what is not JSON', () => {
    expect(checkContent(guide, '{')).toMatchObject({
      ok: false,
      message: 'El contenido enviado no es válido',
    })
  })
})

describe('the SEO record’s parts', () => {
  it('lock the H1, the principal H2 and the FAQ items, and no heading that equals a secondary H2', () => {
    const content = guide.builtIn as { sections: { heading: string }[] }
    expect(lockedPaths(content)).toEqual(['hero.h1', 'sections.0.heading', 'faq.items'])
    // 'Ventajas de instalar placas solares' is one of the page's secondary H2s: an editorial
    // target, edited as any other heading in the content part.
    const solar = getEditablePage('/instalacion-placas-solares')!
    const headings = (solar.builtIn as { sections: { heading: string }[] }).sections.map((s) => s.heading)
    const index = headings.indexOf('Ventajas de instalar placas solares')
    expect(getSeoConfig(solar.path)!.h2Secondary).toContain('Ventajas de instalar placas solares')
    expect(index).toBeGreaterThan(0)
    expect(lockedPaths(solar.builtIn as { sections: unknown[] })).not.toContain(`sections.${index}.heading`)
  })

  it('keep their current values whatever the form sends', () => {
    const sent = { hero: { h1: 'Cambiado', subtitle: 'Nuevo' }, faq: { items: [] } }
    const current = {
      hero: { h1: 'Original', subtitle: 'Viejo' },
      faq: { items: [{ question: 'P', answer: 'R' }] },
    }
    expect(keepPaths(sent, current, ['hero.h1', 'faq.items'])).toEqual({
      hero: { h1: 'Original', subtitle: 'Nuevo' },
      faq: { items: [{ question: 'P', answer: 'R' }] },
    })
  })
})
