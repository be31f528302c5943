/** @jest-environment jsdom */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { ContentFields } from '@/components/admin/content/content-fields'
import { describeContentSchema, type FieldDescription } from '@/lib/content/describe-schema'
import { pathId, type ValuePath } from '@/components/admin/content/value-path'
import { landingPages } from '@/content/pages'
import { getEditablePage } from '@/lib/content/editable-pages'
import {
  editableLandingContentSchema,
  sectionSchema,
  type EditableLandingContent,
  type LandingPage,
} from '@/content/types'

// The content form as staff use it: a field for every part of the schema, lists
// that grow, shrink and reorder, the table's cells following its columns, and
// the value the server action receives in the hidden input.

const description = describeContentSchema(editableLandingContentSchema)
/** A page as staff edit it: without its path and search copy. */
function editableOf(page: LandingPage): EditableLandingContent {
  const content: Partial<LandingPage> = { ...page }
  delete content.path
  delete content.seo
  return content as EditableLandingContent
}
const pageWith = (path: string) => landingPages.find((page) => page.path === path)!
const guide = editableOf(pageWith('/ayudas-placas-solares'))
const tableIndex = guide.sections.findIndex(({ kind }) => kind === 'table')
const table = guide.sections[tableIndex] as Extract<LandingPage['sections'][number], { kind: 'table' }>

function renderFields(props: Partial<Parameters<typeof ContentFields>[0]> = {}) {
  const view = render(
    <form>
      <ContentFields description={description} defaultValue={guide} name="content" {...props} />
    </form>,
  )
  const submitted = () => {
    const data = new FormData(view.container.querySelector('form')!)
    return JSON.parse(data.get('content') as string) as typeof guide
  }
  return { ...view, submitted, user: userEvent.setup() }
}

const sectionGroup = (index: number) =>
  screen.getByRole('group', { name: new RegExp(`^Sección ${index + 1} · `) })
const tableRows = () => within(sectionGroup(tableIndex)).getByRole('group', { name: /^Filas/ })
const tableColumns = () => within(sectionGroup(tableIndex)).getByRole('group', { name: /^Columnas/ })

describe('every section kind has an editor', () => {
  const kinds = sectionSchema.options.map((option) => option.shape.kind.value)

  /** Asserts a control (or a group, or a fixed text) for each field of `field` at `path`. */
  function expectEditors(field: FieldDescription, path: ValuePath, value: unknown) {
    const element = document.getElementById(pathId(path))
    switch (field.type) {
      case 'text':
        expect(element).toHaveValue(value as string)
        expect(element).toHaveAccessibleName()
        return
      case 'choice':
        expect(element).toHaveValue(String(value))
        return
      case 'fixed':
        if (path.at(-1) !== 'kind' && value !== undefined)
          expect(screen.getAllByText(String(value)).length).toBeGreaterThan(0)
        return
      case 'object':
        if (value === undefined) return
        expect(element).toHaveRole('group')
        for (const { name, field: inner } of field.fields)
          expectEditors(inner, [...path, name], (value as Record<string, unknown>)[name])
        return
      case 'list':
        if (value === undefined) return
        expect(element).toHaveRole('group')
        ;(value as unknown[]).forEach((item, index) => expectEditors(field.item, [...path, index], item))
        return
      case 'variants': {
        const kind = (value as { kind: string }).kind
        expect(element).toHaveRole('group')
        for (const { name, field: inner } of field.variants[kind]!.fields)
          expectEditors(inner, [...path, name], (value as Record<string, unknown>)[name])
      }
    }
  }

  it.each(kinds)('%s', (kind) => {
    const page = landingPages.find(({ sections }) => sections.some((section) => section.kind === kind))
    if (!page) throw new Error(`No landing page has a '${kind}' section: add a sample here`)
    const content = editableOf(page)
    const index = content.sections.findIndex((section) => section.kind === kind)
    render(<ContentFields description={description} defaultValue={content} name="content" />)
    const sections = description.fields.find(({ name }) => name === 'sections')!.field
    if (sections.type !== 'list') throw new Error('sections is not a list')
    expect(screen.queryByText(/tipo que el formulario no conoce/)).not.toBeInTheDocument()
    expectEditors(sections.item, ['sections', index], content.sections[index])
  })

  it('shows each section with its number, kind and heading, and none can be added, removed or moved', () => {
    renderFields()
    expect(sectionGroup(tableIndex)).toHaveAccessibleName(
      `Sección ${tableIndex + 1} · Tabla: «${table.heading}»`,
    )
    expect(screen.queryByRole('button', { name: /sección/ })).not.toBeInTheDocument()
  })
})

describe('editing', () => {
  it('puts a changed table cell into the submitted value', async () => {
    const { user, submitted } = renderFields()
    const cell = within(within(tableRows()).getByRole('group', { name: 'Fila 1' })).getByRole('textbox', {
      name: table.columns[1],
    })
    await user.clear(cell)
    await user.type(cell, 'Cerrada desde el 31 de marzo de 2026')
    const sent = submitted().sections[tableIndex] as typeof table
    expect(sent.rows[0]).toEqual([
      table.rows[0]![0],
      'Cerrada desde el 31 de marzo de 2026',
      table.rows[0]![2],
    ])
    expect(sent.rows.slice(1)).toEqual(table.rows.slice(1))
  })

  it('turns a line break into a space, as each text is one paragraph', async () => {
    const { user, submitted } = renderFields()
    const subtitle = within(screen.getByRole('group', { name: 'Cabecera' })).getByRole('textbox', {
      name: 'Subtítulo',
    })
    await user.clear(subtitle)
    await user.type(subtitle, 'Dos{Enter}líneas')
    expect(submitted().hero.subtitle).toBe('Dos líneas')
  })

  it('adds, moves and removes rows with a cell per column', async () => {
    const { user, submitted } = renderFields()
    await user.click(within(tableRows()).getByRole('button', { name: 'Añadir fila' }))
    const added = within(tableRows()).getByRole('group', { name: `Fila ${table.rows.length + 1}` })
    expect(within(added).getByRole('textbox', { name: table.columns[0] })).toHaveFocus()
    await user.type(within(added).getByRole('textbox', { name: table.columns[0] }), 'Nueva')
    const rows = () => (submitted().sections[tableIndex] as typeof table).rows
    expect(rows()).toEqual([...table.rows, ['Nueva', '', '']])

    await user.click(within(tableRows()).getByRole('button', { name: 'Subir fila 2' }))
    expect(rows().slice(0, 2)).toEqual([table.rows[1], table.rows[0]])
    expect(within(tableRows()).getByRole('button', { name: 'Bajar fila 1' })).toHaveFocus()

    await user.click(within(tableRows()).getByRole('button', { name: 'Quitar fila 1' }))
    expect(rows()).toEqual([table.rows[0], ...table.rows.slice(2), ['Nueva', '', '']])
  })

  it('adds, moves and removes a column in every row', async () => {
    const { user, submitted } = renderFields()
    const sent = () => submitted().sections[tableIndex] as typeof table
    await user.click(within(tableColumns()).getByRole('button', { name: 'Añadir columna' }))
    await user.type(within(tableColumns()).getByRole('textbox', { name: 'Columna 4' }), 'Importe')
    expect(sent().columns).toEqual([...table.columns, 'Importe'])
    expect(sent().rows).toEqual(table.rows.map((row) => [...row, '']))
    // The new column labels its cell in each row.
    expect(
      within(within(tableRows()).getByRole('group', { name: 'Fila 2' })).getByRole('textbox', {
        name: 'Importe',
      }),
    ).toHaveValue('')

    await user.click(within(tableColumns()).getByRole('button', { name: 'Bajar columna 1' }))
    expect(sent().columns.slice(0, 2)).toEqual([table.columns[1], table.columns[0]])
    expect(sent().rows.map((row) => row.slice(0, 2))).toEqual(table.rows.map((row) => [row[1], row[0]]))

    await user.click(within(tableColumns()).getByRole('button', { name: 'Quitar columna 3' }))
    expect(sent().columns).toEqual([table.columns[1], table.columns[0], 'Importe'])
    expect(sent().rows).toEqual(table.rows.map((row) => [row[1], row[0], '']))
  })

  it('adds, reorders and removes the items of a list, down to its minimum', async () => {
    const { user, submitted } = renderFields()
    const textIndex = guide.sections.findIndex((section) => section.kind === 'text')
    const original = (guide.sections[textIndex] as { paragraphs: string[] }).paragraphs
    const paragraphs = () => within(sectionGroup(textIndex)).getByRole('group', { name: /^Párrafos/ })
    const sent = () => (submitted().sections[textIndex] as { paragraphs: string[] }).paragraphs

    await user.click(within(paragraphs()).getByRole('button', { name: 'Añadir párrafo' }))
    const added = within(paragraphs()).getByRole('textbox', { name: `Párrafo ${original.length + 1}` })
    expect(added).toHaveFocus()
    await user.type(added, 'Un párrafo nuevo.')
    expect(sent()).toEqual([...original, 'Un párrafo nuevo.'])

    await user.click(
      within(paragraphs()).getByRole('button', { name: `Subir párrafo ${original.length + 1}` }),
    )
    expect(sent()).toEqual([...original.slice(0, -1), 'Un párrafo nuevo.', original.at(-1)])

    for (let left = original.length + 1; left > 1; left--)
      await user.click(within(paragraphs()).getByRole('button', { name: `Quitar párrafo ${left}` }))
    expect(sent()).toEqual([original[0]])
    // At least one paragraph: the schema's minimum.
    expect(within(paragraphs()).getByRole('button', { name: 'Quitar párrafo 1' })).toBeDisabled()
  })

  it('removes and adds an optional button, and chooses from the artwork list', async () => {
    const { user, submitted } = renderFields()
    const index = guide.sections.findIndex((section) => 'cta' in section && section.cta)
    const section = () => sectionGroup(index)
    await user.click(within(section()).getByRole('button', { name: 'Quitar botón' }))
    expect(submitted().sections[index]).not.toHaveProperty('cta')
    await user.click(within(section()).getByRole('button', { name: 'Añadir botón' }))
    expect(submitted().sections[index]).toHaveProperty('cta', { label: '', href: '', behaviour: 'page' })
    expect(within(section()).getByRole('textbox', { name: 'Etiqueta' })).toHaveFocus()

    const hero = screen.getByRole('group', { name: 'Cabecera' })
    await user.selectOptions(within(hero).getByRole('combobox', { name: 'Ilustración' }), 'hero-solar-field')
    expect(submitted().hero.picture).toEqual({ ...guide.hero.picture, artwork: 'hero-solar-field' })
  })

  it('keeps numbers as numbers when a choice is a number', async () => {
    const page = editableOf(pageWith('/instalacion-placas-solares'))
    const index = page.sections.findIndex((section) => section.kind === 'cards')
    const { user, submitted } = renderFields({ defaultValue: page })
    await user.selectOptions(within(sectionGroup(index)).getByRole('combobox', { name: 'Columnas' }), '2')
    expect(submitted().sections[index]).toMatchObject({ kind: 'cards', columns: 2 })
  })
})

describe('the contact section', () => {
  // Whether a page ends with it is the page's structure (its route): the form offers no way to change that.
  it('is edited but cannot be removed on a guide, and cannot be added to another page', () => {
    const guidePage = getEditablePage('/ayudas-placas-solares')!
    renderFields({ description: describeContentSchema(guidePage.schema), defaultValue: guidePage.builtIn })
    const contact = screen.getByRole('group', { name: 'Contacto' })
    expect(within(contact).getByRole('textbox', { name: 'Título' })).toHaveValue(guide.contact!.heading)
    expect(screen.queryByRole('button', { name: 'Quitar contacto' })).not.toBeInTheDocument()
    cleanup()

    const landing = getEditablePage('/instalacion-placas-solares')!
    renderFields({ description: describeContentSchema(landing.schema), defaultValue: landing.builtIn })
    expect(screen.queryByRole('group', { name: 'Contacto' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Añadir contacto' })).not.toBeInTheDocument()
  })
})

describe('what the SEO form owns', () => {
  const locked = [
    { path: 'hero.h1', href: '/seo-dashboard/paginas/ayudas-placas-solares?parte=seo' },
    { path: 'sections.0.heading', href: '/seo-dashboard/paginas/ayudas-placas-solares?parte=seo' },
    { path: 'faq.items', href: '/seo-dashboard/paginas/ayudas-placas-solares?parte=seo' },
  ]

  it('shows locked places as text with a link to the SEO part, and keeps them in the value', () => {
    const { submitted } = renderFields({ locked })
    const hero = screen.getByRole('group', { name: 'Cabecera' })
    expect(within(hero).queryByRole('textbox', { name: 'H1' })).not.toBeInTheDocument()
    expect(within(hero).getByText(guide.hero.h1)).toBeInTheDocument()
    expect(within(hero).getByRole('link', { name: 'Se edita en la parte SEO' })).toHaveAttribute(
      'href',
      locked[0]!.href,
    )
    expect(within(sectionGroup(0)).queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument()
    expect(
      within(sectionGroup(0)).getByRole('link', { name: 'Se edita en la parte SEO' }),
    ).toBeInTheDocument()
    const faq = screen.getByRole('group', { name: 'Preguntas frecuentes' })
    expect(within(faq).getByText('Preguntas')).toBeInTheDocument()
    expect(within(faq).getByText(guide.faq.items[0]!.question)).toBeInTheDocument()
    expect(within(faq).queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument()
    expect(submitted()).toEqual(guide)
  })
})

describe('messages from the server', () => {
  it('shows each message at its field', () => {
    renderFields({
      errors: {
        [`sections.${tableIndex}.rows.0.1`]: 'Solo texto sin formato: quita las etiquetas HTML (<…>)',
        [`sections.${tableIndex}.rows.1`]: 'La fila 2 tiene 2 celdas y la tabla 3 columnas',
        'hero.cta.href': 'El enlace debe ser una ruta del sitio (/…), un ancla (#…) o una dirección https://',
      },
    })
    const cell = within(within(tableRows()).getByRole('group', { name: 'Fila 1' })).getByRole('textbox', {
      name: table.columns[1],
    })
    expect(cell).toBeInvalid()
    expect(cell).toHaveAccessibleDescription(expect.stringContaining('Solo texto sin formato'))
    expect(within(tableRows()).getByRole('group', { name: 'Fila 2' })).toHaveAccessibleDescription(
      'La fila 2 tiene 2 celdas y la tabla 3 columnas',
    )
    const hero = screen.getByRole('group', { name: 'Cabecera' })
    expect(within(hero).getByRole('textbox', { name: 'Enlace' })).toHaveAccessibleDescription(
      expect.stringContaining('El enlace debe ser una ruta del sitio'),
    )
  })

  it('lists a message for a place no field shows on top', () => {
    renderFields({ errors: { '': 'El contenido no es válido' } })
    expect(screen.getByRole('alert')).toHaveTextContent('El contenido no es válido')
  })
})

it('arrives from the server with the content in its fields and the hidden value, locked until its script runs', () => {
  const served = document.createElement('div')
  served.innerHTML = renderToString(
    <ContentFields description={description} defaultValue={guide} name="content" />,
  )
  const subtitle = served.querySelector<HTMLTextAreaElement>(`#${pathId(['hero', 'subtitle'])}`)!
  expect(subtitle.value).toBe(guide.hero.subtitle)
  expect(subtitle.matches(':disabled')).toBe(true)
  expect(JSON.parse(served.querySelector<HTMLInputElement>('input[name="content"]')!.value)).toEqual(guide)
})
