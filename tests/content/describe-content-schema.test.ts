import { z } from 'zod'
import {
  describeContentSchema,
  type FieldDescription,
  type ObjectDescription,
} from '@/lib/content/describe-schema'
import { artworkNames, editableLandingContentSchema, sectionSchema } from '@/content/types'

// The content form is drawn from this description: every field of the schema
// must reach it, with the Spanish label its schema's metadata gives it, and its limits.

const description = describeContentSchema(editableLandingContentSchema)
const field = (parent: ObjectDescription | { fields: ObjectDescription['fields'] }, name: string) =>
  parent.fields.find((named) => named.name === name)!.field
const sections = field(description, 'sections')
const variants = sections.type === 'list' && sections.item.type === 'variants' ? sections.item.variants : {}

/** Every field of a description with its dotted place, lists' items as '[]'. */
function walk(node: FieldDescription, at: string): [string, FieldDescription][] {
  const here: [string, FieldDescription][] = [[at, node]]
  if (node.type === 'object')
    return [...here, ...node.fields.flatMap(({ name, field }) => walk(field, `${at}.${name}`))]
  if (node.type === 'list') return [...here, ...walk(node.item, `${at}[]`)]
  if (node.type === 'variants')
    return [
      ...here,
      ...Object.entries(node.variants).flatMap(([kind, { fields }]) =>
        fields.flatMap(({ name, field }) => walk(field, `${at}(${kind}).${name}`)),
      ),
    ]
  return here
}

describe('describeContentSchema', () => {
  it('has an editor for every section kind the schema knows, named in Spanish', () => {
    const kinds = sectionSchema.options.map((option) => option.shape.kind.value)
    expect(Object.keys(variants)).toEqual(kinds)
    expect(Object.values(variants).map(({ label }) => label)).toEqual([
      'Texto',
      'Tarjetas',
      'Pasos',
      'Lista',
      'Zonas',
      'Tabla',
      'Cifras',
    ])
  })

  it('describes every field of each section kind, in the schema order', () => {
    for (const option of sectionSchema.options)
      expect(variants[option.shape.kind.value]!.fields.map(({ name }) => name)).toEqual(
        Object.keys(option.shape),
      )
  })

  it('gives every field a label and every text and list a limit', () => {
    for (const [at, node] of walk(description, 'content').slice(1)) {
      expect([at, node.label]).toEqual([at, expect.stringMatching(/^\S/)])
      if (node.type === 'text') expect([at, node.maxLength]).toEqual([at, expect.any(Number)])
      if (node.type === 'list') expect([at, node.maxItems]).toEqual([at, expect.any(Number)])
    }
  })

  it('fails on a field without a Spanish label, so none reaches the form unnamed', () => {
    const unnamed = z.strictObject({ subtitle: z.string().max(10) })
    expect(() => describeContentSchema(unnamed)).toThrow("'subtitle' has no label")
    const unnamedInList = z.strictObject({
      cards: z
        .array(z.strictObject({ title: z.string().max(10) }))
        .max(3)
        .meta({ label: 'Tarjetas', item: 'tarjeta' }),
    })
    expect(() => describeContentSchema(unnamedInList)).toThrow("'title' has no label")
  })

  it('fails on a list without a name for its items, or a section kind without a name', () => {
    const list = z.strictObject({ rows: z.array(z.string().max(10)).max(3).meta({ label: 'Filas' }) })
    expect(() => describeContentSchema(list)).toThrow("'rows' has no item name")
    const kinds = z.strictObject({
      sections: z
        .array(
          z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('map').meta({ label: 'Tipo' }) })]),
        )
        .max(3)
        .meta({ label: 'Secciones', item: 'sección' }),
    })
    expect(() => describeContentSchema(kinds)).toThrow("the kind 'map' has no label")
  })

  it('fails on a choice left unnamed where its field names its choices', () => {
    const newIcon = z.strictObject({
      icon: z.enum(['sun', 'rocket']).meta({ label: 'Icono', options: { sun: 'Sol' } }),
    })
    expect(() => describeContentSchema(newIcon)).toThrow("'rocket' has no label for 'icon'")
  })

  it('fails on a text without a maximum length', () => {
    const unbounded = z.strictObject({ subtitle: z.string().meta({ label: 'Subtítulo' }) })
    expect(() => describeContentSchema(unbounded)).toThrow('no maximum length')
  })

  it('offers the artwork list, the icon names, the column counts and the button kinds as choices', () => {
    const hero = field(description, 'hero') as ObjectDescription
    const picture = field(hero, 'picture') as ObjectDescription
    expect(field(picture, 'artwork')).toMatchObject({
      type: 'choice',
      label: 'Ilustración',
      options: artworkNames.map((name) => ({
        value: name,
        label: expect.stringMatching(new RegExp(`^[A-ZÁÉÍÓÚ].* \\(${name}\\)$`)),
      })),
    })
    const cards = variants.cards!
    expect(field(cards, 'columns')).toMatchObject({
      type: 'choice',
      options: [2, 3, 4].map((value) => ({ value, label: String(value) })),
    })
    const card = field(cards, 'cards')
    const icon = card.type === 'list' && card.item.type === 'object' ? field(card.item, 'icon') : undefined
    expect(icon).toMatchObject({
      type: 'choice',
      label: 'Icono',
      options: expect.arrayContaining([{ value: 'sun', label: 'Sol' }]),
    })
    expect(field(field(hero, 'cta') as ObjectDescription, 'behaviour')).toMatchObject({
      options: [
        { value: 'page', label: 'Abrir otra página' },
        { value: 'client', label: 'Abrir otra página del sitio sin recargar' },
        { value: 'scroll', label: 'Bajar a una parte de esta página' },
      ],
    })
  })

  it('keeps the sections fixed and their kind and anchor read-only, while their lists can change', () => {
    expect(sections).toMatchObject({ type: 'list', fixed: true })
    expect(field(variants.table!, 'kind')).toMatchObject({ type: 'fixed' })
    expect(field(variants.table!, 'id')).toMatchObject({ type: 'fixed', optional: true })
    expect(field(variants.table!, 'rows')).toMatchObject({
      type: 'list',
      label: 'Filas',
      itemNoun: 'fila',
      fixed: false,
      maxItems: 40,
      item: { type: 'list', itemNoun: 'celda', item: { type: 'text', maxLength: 300 } },
    })
  })

  it('names a field by its place where one name means two things', () => {
    const faq = field(description, 'faq') as ObjectDescription
    expect(field(faq, 'items')).toMatchObject({ label: 'Preguntas', itemNoun: 'pregunta' })
    expect(field(variants.list!, 'items')).toMatchObject({ label: 'Elementos', itemNoun: 'elemento' })
  })

  it('marks optional fields and long texts', () => {
    const hero = field(description, 'hero') as ObjectDescription
    expect(field(hero, 'subtitle')).toEqual({
      type: 'text',
      label: 'Subtítulo',
      optional: false,
      maxLength: 400,
      multiline: true,
    })
    expect(field(field(hero, 'cta') as ObjectDescription, 'label')).toMatchObject({
      multiline: false,
      maxLength: 60,
    })
    expect(field(description, 'contact')).toMatchObject({ type: 'object', optional: true })
    expect(field(variants.text!, 'figures')).toMatchObject({ type: 'list', optional: true, minItems: 0 })
  })

  it('is plain data, so a server page can hand it to the client form', () => {
    expect(JSON.parse(JSON.stringify(description))).toEqual(description)
  })
})
