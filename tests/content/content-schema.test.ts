import { home } from '@/content/home'
import { landingPages } from '@/content/pages'
import {
  cardsSectionSchema,
  contactSchema,
  editableLandingContentSchema,
  heroSchema,
  landingPageSchema,
  type EditableLandingContent,
  type LandingPage,
} from '@/content/types'
import { fieldErrors } from '@/components/admin/content/field-errors'

// The rules staff's edits meet on the server: plain text within limits, links
// to this site or https, a table's cells following its columns, each refusal
// with a Spanish message at the field it is about.

/** A page as staff edit it: without its path and search copy. */
function editableOf(page: LandingPage): EditableLandingContent {
  const content: Partial<LandingPage> = { ...page }
  delete content.path
  delete content.seo
  return content as EditableLandingContent
}

const guide = structuredClone(
  landingPages.find(({ path }) => path === '/ayudas-placas-solares')!,
) as LandingPage
const editable = editableOf(guide)
const tableIndex = editable.sections.findIndex(({ kind }) => kind === 'table')

/** The messages of checking the guide's editable content with one change made. */
function messagesFor(change: (content: typeof editable) => void) {
  const content = structuredClone(editable)
  change(content)
  const result = editableLandingContentSchema.safeParse(content)
  return result.success ? {} : fieldErrors(result.error)
}

/** The messages for the closing button leading to `href`. */
const closingLinkMessages = (href: string) =>
  messagesFor((content) => (content.closing.cta = { ...content.closing.cta, href, behaviour: 'page' }))

describe('the editable content schema', () => {
  it.each(landingPages.map((page) => [page.path, page] as const))(
    'accepts %s without its path and SEO copy',
    (_, page) => {
      expect(editableLandingContentSchema.safeParse(editableOf(page)).error?.issues ?? []).toEqual([])
    },
  )

  it('accepts the home page, whose parts share the schema', () => {
    expect(heroSchema.safeParse(home.hero).error?.issues ?? []).toEqual([])
    for (const section of home.sections)
      expect(cardsSectionSchema.safeParse(section).error?.issues ?? []).toEqual([])
    expect(contactSchema.safeParse(home.contact).error?.issues ?? []).toEqual([])
  })

  it('leaves out the path and the search copy, which staff do not edit here', () => {
    expect(Object.keys(editableLandingContentSchema.shape)).toEqual(
      Object.keys(landingPageSchema.shape).filter((key) => key !== 'path' && key !== 'seo'),
    )
    expect(editableLandingContentSchema.safeParse({ ...editable, path: '/otra' }).success).toBe(false)
  })

  it('refuses HTML, saying so at the field', () => {
    expect(messagesFor((content) => (content.hero.subtitle = 'Ahorra <b>ya</b>'))).toEqual({
      'hero.subtitle': 'Solo texto sin formato: quita las etiquetas HTML (<…>)',
    })
    expect(
      messagesFor((content) => {
        const table = content.sections[tableIndex]
        if (table?.kind === 'table') table.rows[0]![1] = '<img src=x onerror=alert(1)>'
      }),
    ).toEqual({
      [`sections.${tableIndex}.rows.0.1`]: 'Solo texto sin formato: quita las etiquetas HTML (<…>)',
    })
  })

  it('keeps a lone "<" as text', () => {
    expect(messagesFor((content) => (content.hero.subtitle = 'Potencias de < 10 kW'))).toEqual({})
  })

  it('refuses line breaks and invisible characters', () => {
    const message = 'Quita los saltos de línea y los caracteres invisibles o de control'
    expect(messagesFor((content) => (content.closing.text = 'Dos\nlíneas'))).toEqual({
      'closing.text': message,
    })
    expect(messagesFor((content) => (content.closing.heading = 'Juan \u202Egnp.exe'))).toEqual({
      'closing.heading': message,
    })
  })

  it('refuses over-long and empty text with the limit in the message', () => {
    expect(messagesFor((content) => (content.hero.picture.alt = 'a'.repeat(201)))).toEqual({
      'hero.picture.alt': 'Como máximo 200 caracteres',
    })
    expect(messagesFor((content) => (content.closing.heading = '   '))).toEqual({
      'closing.heading': 'Este campo no puede quedar vacío',
    })
  })

  it.each([
    'javascript:alert(1)',
    'http://example.com',
    '//evil.example',
    '/\\evil.example',
    'https://user@evil.example',
    'mailto:a@b.es',
  ])('refuses the link %s', (href) => {
    expect(closingLinkMessages(href)).toEqual({
      'closing.cta.href':
        'El enlace debe ser una ruta del sitio (/…), un ancla (#…) o una dirección https://',
    })
  })

  it.each([
    '/solicitar-presupuesto',
    '/instalacion-placas-murcia#ayudas',
    'https://www.boe.es/buscar/doc.php?id=1',
  ])('accepts the link %s', (href) => {
    expect(closingLinkMessages(href)).toEqual({})
  })

  it('keeps scrolling buttons and anchors together', () => {
    const message = 'Un botón que baja a una parte de la página lleva un ancla (#…), y solo ese'
    expect(
      messagesFor(
        (content) => (content.hero.cta = { ...content.hero.cta, href: '/contacto', behaviour: 'scroll' }),
      ),
    ).toEqual({
      'hero.cta.href': message,
    })
    expect(
      messagesFor(
        (content) => (content.hero.cta = { ...content.hero.cta, href: '#contacto', behaviour: 'page' }),
      ),
    ).toEqual({
      'hero.cta.href': message,
    })
  })

  it('refuses a table row whose cells do not follow the columns', () => {
    expect(
      messagesFor((content) => {
        const table = content.sections[tableIndex]
        if (table?.kind === 'table') table.rows[1]!.pop()
      }),
    ).toEqual({ [`sections.${tableIndex}.rows.1`]: 'La fila 2 tiene 2 celdas y la tabla 3 columnas' })
  })

  it('answers content of the wrong shape in Spanish, at the part concerned', () => {
    const malformed = {
      ...editable,
      hero: 'Cabecera',
      sections: [
        { ...editable.sections[0], subtitle: 'x' },
        { kind: 'video', heading: 'Vídeo' },
        ...editable.sections.slice(2),
      ],
      faq: { ...editable.faq, items: 'ninguna' },
      closing: undefined,
      footer: {},
    }
    expect(fieldErrors(editableLandingContentSchema.safeParse(malformed).error!)).toEqual({
      '': 'Hay campos que esta parte de la página no tiene',
      hero: 'Esta parte de la página no tiene la forma esperada',
      'sections.0': 'Hay campos que esta parte de la página no tiene',
      'sections.1.kind': 'Tipo de sección desconocido',
      'faq.items': 'Debe ser una lista',
      closing: 'Falta esta parte de la página',
    })
  })

  it('limits the number of items of a list', () => {
    expect(
      messagesFor((content) => {
        const table = content.sections[tableIndex]
        if (table?.kind === 'table')
          table.rows = Array.from({ length: 41 }, () => table.columns.map(() => 'x'))
      }),
    ).toEqual({ [`sections.${tableIndex}.rows`]: 'Como máximo 40 filas' })
  })
})
