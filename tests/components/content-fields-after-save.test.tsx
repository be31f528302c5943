/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ContentFields } from '@/components/admin/content/content-fields'
import { describeContentSchema } from '@/lib/content/describe-schema'
import { editableLandingContentSchema, type EditableLandingContent } from '@/content/types'
import { getEditablePage } from '@/lib/content/editable-pages'

// After a save, React resets the form (as it does after every form action) and
// the editor draws it again with the stored content: every control must then
// show the stored value, not its first option or its empty default.

const description = describeContentSchema(editableLandingContentSchema)
/** A landing page as staff edit it: without its path and search copy. */
const start = getEditablePage('/instalacion-placas-solares')!.builtIn as EditableLandingContent
const cardsIndex = start.sections.findIndex((section) => section.kind === 'cards')

/** The editor's loop: the form's action stores what it receives and the fields show the stored content. */
function Editor() {
  const [stored, setStored] = useState(start)
  return (
    <form
      action={async (data: FormData) => {
        setStored(JSON.parse(data.get('content') as string) as EditableLandingContent)
      }}
    >
      <ContentFields
        key={JSON.stringify(stored)}
        description={description}
        defaultValue={stored}
        name="content"
      />
      <button type="submit">Guardar borrador</button>
      <output data-testid="stored">{JSON.stringify(stored)}</output>
    </form>
  )
}

function renderEditor() {
  const view = render(<Editor />)
  const user = userEvent.setup()
  const stored = () => JSON.parse(screen.getByTestId('stored').textContent!) as EditableLandingContent
  const submitted = () =>
    JSON.parse(
      new FormData(view.container.querySelector('form')!).get('content') as string,
    ) as EditableLandingContent
  /** Submits, and waits until the fields show the stored content (after React's form reset). */
  const save = async () => {
    const sent = submitted()
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
    await waitFor(() => expect(stored()).toEqual(sent))
  }
  return { user, stored, submitted, save }
}

const hero = () => screen.getByRole('group', { name: 'Cabecera' })
const cards = () => screen.getByRole('group', { name: new RegExp(`^Sección ${cardsIndex + 1} · `) })

it('shows every stored value after a save: selects (text and number), a text input and a textarea', async () => {
  const { user, stored, save } = renderEditor()
  const artwork = () => within(hero()).getByRole('combobox', { name: 'Ilustración' })
  const behaviour = () => within(hero()).getByRole('combobox', { name: 'Qué hace el botón' })
  const columns = () => within(cards()).getByRole('combobox', { name: 'Columnas' })
  const link = () => within(hero()).getByRole('textbox', { name: 'Enlace' })
  const subtitle = () => within(hero()).getByRole('textbox', { name: 'Subtítulo' })

  // None of the chosen values is its list's first option.
  await user.selectOptions(artwork(), 'hero-electrical-panel')
  await user.selectOptions(columns(), '4')
  await user.clear(link())
  await user.type(link(), '#contacto')
  await user.selectOptions(behaviour(), 'scroll')
  await user.clear(subtitle())
  await user.type(subtitle(), 'Un subtítulo nuevo')
  await save()

  expect(stored().hero.picture.artwork).toBe('hero-electrical-panel')
  expect(artwork()).toHaveValue('hero-electrical-panel')
  expect(artwork()).toHaveDisplayValue('Cuadro eléctrico (hero-electrical-panel)')
  expect(columns()).toHaveDisplayValue('4')
  expect(behaviour()).toHaveDisplayValue('Bajar a una parte de esta página')
  expect(link()).toHaveValue('#contacto')
  expect(subtitle()).toHaveValue('Un subtítulo nuevo')
})

it('sends the option chosen after a save, the first one included', async () => {
  const { user, submitted, save } = renderEditor()
  const artwork = () => within(hero()).getByRole('combobox', { name: 'Ilustración' })
  const columns = () => within(cards()).getByRole('combobox', { name: 'Columnas' })
  await user.selectOptions(artwork(), 'hero-electrical-panel')
  await user.selectOptions(columns(), '4')
  await save()

  // A browser sends no change for the option already shown: it must be the stored one.
  expect(artwork()).toHaveValue('hero-electrical-panel')
  await user.selectOptions(artwork(), 'hero-solar-roof') // the list's first option
  await user.selectOptions(columns(), '2')
  expect(submitted().hero.picture.artwork).toBe('hero-solar-roof')
  expect(submitted().sections[cardsIndex]).toMatchObject({ kind: 'cards', columns: 2 })
})
