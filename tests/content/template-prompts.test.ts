import { fillTemplate, localFactsSchema, pageTemplates, templateIds } from '@/content/templates'
import { describeContentSchema } from '@/lib/content/describe-schema'
import { editablePages, guideContentSchema, landingContentSchema } from '@/lib/content/editable-pages'
import { isTemplatePrompt, promptPaths, templatePromptRefusal } from '@/lib/content/template-prompts'
import { seoOf } from '@/lib/staff-pages/registry'

// The example texts a template ships for staff to replace, read from the
// templates themselves: a page created from one holds them until staff write
// their own, in the content or the SEO record, and is refused until then,
// naming the field as the editor does.

const townForm = describeContentSchema(landingContentSchema.extend({ local: localFactsSchema }))
const guideForm = describeContentSchema(guideContentSchema)

/** A page just created from `id` for `town`: its content and its SEO record, as the draft holds them. */
function createdFrom(id: (typeof templateIds)[number], town: string) {
  const page = fillTemplate(id, town)
  const content: Record<string, unknown> = Object.fromEntries(
    Object.entries(page).filter(([key]) => key !== 'seo'),
  )
  return { content, seo: seoOf('/nueva', page) }
}

const readAt = (value: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value)

it.each(templateIds)(
  '%s names fields that hold text, each of them found as a prompt once filled in',
  (id) => {
    const template = pageTemplates[id]
    expect(template.prompts.length).toBeGreaterThan(0)
    const filled = fillTemplate(id, 'Jumilla')
    for (const field of template.prompts) {
      const text = readAt(filled, field)
      expect([field, typeof text]).toEqual([field, 'string'])
      expect([field, isTemplatePrompt(text as string)]).toEqual([field, true])
    }
  },
)

it('finds a town page’s prompt whatever town it names, its spacing aside, and nothing staff wrote', () => {
  expect(isTemplatePrompt('Escribe aquí qué pide el ayuntamiento de Cieza y cómo lo tramitáis.')).toBe(true)
  expect(isTemplatePrompt('  Describe las instalaciones para negocios\nde Abarán.  ')).toBe(true)
  expect(isTemplatePrompt('Pedimos la licencia al ayuntamiento de Cieza en una semana.')).toBe(false)
  // Text that a template ships and staff may keep is no prompt.
  expect(isTemplatePrompt('Viviendas')).toBe(false)
  expect(isTemplatePrompt('Solicitar presupuesto')).toBe(false)
})

it('finds no prompt in any built-in page', () => {
  for (const page of editablePages) expect([page.path, promptPaths(page.builtIn)]).toEqual([page.path, []])
})

it('refuses a page just created, naming the first content field; then its SEO record’s; then none', () => {
  const page = createdFrom('placas-localidad', 'Jumilla')
  expect(templatePromptRefusal(page, townForm)).toBe(
    'Cambia el texto de ejemplo de «Sección 1 › Párrafos › párrafo 1» antes de publicar.',
  )

  const content = page.content as { sections: { paragraphs?: string[]; cards?: { text: string }[] }[] }
  content.sections[0]!.paragraphs = ['Jumilla tiene más de 3.000 horas de sol al año.']
  content.sections[1]!.cards = content.sections[1]!.cards!.slice(0, 1)
  expect(templatePromptRefusal(page, townForm)).toBe(
    'Cambia el texto de ejemplo de «Sección 2 › Tarjetas › tarjeta 1 › Texto» antes de publicar.',
  )
  content.sections[1]!.cards![0]!.text = 'Placas para chalets y casas de campo.'

  // The FAQ lives in the SEO record: the content's copy of it, which the page does not show, is not judged.
  expect(templatePromptRefusal(page, townForm)).toBe(
    'Cambia el texto de ejemplo de «Preguntas frecuentes › 1 › Respuesta» antes de publicar.',
  )
  page.seo.faqs = [{ question: page.seo.faqs[0]!.question, answer: 'Basta con una comunicación previa.' }]
  expect(templatePromptRefusal(page, townForm)).toBeNull()
})

it('names a guide’s SEO title and description, and its H1 in the SEO record', () => {
  const { content, seo } = createdFrom('guia', 'Jumilla')
  const written = structuredClone(content) as Record<string, unknown>
  for (const field of pageTemplates.guia.prompts.filter((path) => !path.startsWith('seo.'))) {
    const keys = field.split('.')
    const parent = readAt(written, keys.slice(0, -1).join('.')) as Record<string, unknown>
    parent[keys.at(-1)!] = `Texto propio de ${field}`
  }
  expect(templatePromptRefusal({ content: written, seo }, guideForm)).toBe(
    'Cambia el texto de ejemplo de «Título» antes de publicar.',
  )
  expect(templatePromptRefusal({ content: written, seo: { ...seo, title: 'Ayudas 2027' } }, guideForm)).toBe(
    'Cambia el texto de ejemplo de «Descripción» antes de publicar.',
  )
  expect(
    templatePromptRefusal(
      { content: written, seo: { ...seo, title: 'Ayudas 2027', description: 'Qué ayudas hay en 2027.' } },
      guideForm,
    ),
  ).toBe('Cambia el texto de ejemplo de «H1» antes de publicar.')
})
