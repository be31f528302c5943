import { localFactsSchema, fillTemplate, pageTemplates, templateIds } from '@/content/templates'
import { guideContentSchema, landingContentSchema } from '@/lib/content/editable-pages'
import { landingPageSchema } from '@/content/types'

describe('page templates', () => {
  it.each(templateIds)('%s is a landing page as the schema checks one, with its search copy', (id) => {
    const template = pageTemplates[id]
    const page = fillTemplate(id, 'Jumilla')
    expect(landingPageSchema.safeParse({ path: '/nueva', ...page }).success).toBe(true)
    const content = Object.fromEntries(Object.entries(page).filter(([key]) => key !== 'seo'))
    const schema = template.guide ? guideContentSchema : landingContentSchema
    expect(schema.safeParse(content).error?.issues).toBeUndefined()
  })

  it('fills in the town of a town page everywhere, and leaves no placeholder', () => {
    const text = JSON.stringify(fillTemplate('placas-localidad', 'Jumilla'))
    expect(text).not.toContain('{localidad}')
    expect(fillTemplate('placas-localidad', 'Jumilla').hero.h1).toBe('Placas solares en Jumilla')
    // A name is text, never JSON or a replacement pattern.
    expect(fillTemplate('placas-localidad', 'A "$&" B').hero.h1).toBe('Placas solares en A "$&" B')
  })

  it('requires a town page’s own facts, each with its Spanish message', () => {
    const refused = localFactsSchema.safeParse({ town: 'Jumilla', sunHours: '', irradiation: '1.800' })
    expect(refused.success).toBe(false)
    const messages = refused.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    expect(messages).toEqual([
      'sunHours: Este campo no puede quedar vacío',
      'reference: Escribe un texto',
      'area: Escribe un texto',
    ])
  })
})
