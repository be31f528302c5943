/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContentFields } from '@/components/admin/content/content-fields'
import { describeContentSchema } from '@/lib/content/describe-schema'
import { altAfterChoosing, noPhotoLabel } from '@/components/admin/content/photo-field'
import { getEditablePage } from '@/lib/content/editable-pages'
import { stubDialog } from '../support/dialog'

// The photo picker of the content form: where a picture (a hero, a gallery
// place) may show a photo of the library, staff choose it from a grid they can
// search, see it, and get its alt text in the picture's own field unless they
// wrote theirs; the drawing's field hides while a photo shows instead.

const home = getEditablePage('/')!
const description = describeContentSchema(home.schema)
type Home = {
  hero: { picture: { artwork: string; photo?: string; alt: string } }
  gallery: { pictures: { src: string; photo?: string; alt: string }[] }
}
const builtIn = home.builtIn as unknown as Home
const library = [
  { id: '11111111-1111-4111-8111-111111111111', alt: 'Placas en una nave', place: 'Abarán' },
  { id: '22222222-2222-4222-8222-222222222222', alt: 'Cuadro eléctrico nuevo', place: 'Cieza' },
  { id: '33333333-3333-4333-8333-333333333333', alt: 'Cargador de coche en un garaje', place: null },
]

beforeAll(stubDialog)

function renderHome(content: Home = builtIn) {
  const view = render(
    <form>
      <ContentFields description={description} defaultValue={content} name="content" photos={library} />
    </form>,
  )
  const submitted = () =>
    JSON.parse(new FormData(view.container.querySelector('form')!).get('content') as string) as Home
  return { ...view, submitted, user: userEvent.setup() }
}

const heroField = () => screen.getByRole('group', { name: 'Imagen' })
const heroPhoto = () => document.getElementById('contenido-hero-picture-photo') as HTMLButtonElement
const heroAlt = () => document.getElementById('contenido-hero-picture-alt') as HTMLInputElement
const galleryPhoto = (index: number) =>
  document.getElementById(`contenido-gallery-pictures-${index}-photo`) as HTMLButtonElement

/** Opens the library from `opener`, marks the photo named `name` and uses it. */
async function choose(user: ReturnType<typeof userEvent.setup>, opener: HTMLElement, name: string) {
  await user.click(opener)
  const dialog = screen.getByRole('dialog', { name: 'Elegir una foto de la biblioteca' })
  await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${name}`) }))
  await user.click(within(dialog).getByRole('button', { name: 'Usar esta foto' }))
  expect(screen.queryByRole('dialog')).toBeNull()
}

describe('the photo picker', () => {
  it('offers the drawing while there is no photo, and every photo of the library in a grid, by alt text and place', async () => {
    const { user } = renderHome()
    expect(within(heroField()).getByText(noPhotoLabel)).toBeVisible()
    expect(heroPhoto()).toHaveAccessibleName('Elegir foto')
    expect(within(heroField()).getByRole('group', { name: 'Foto (opcional)' })).toBeVisible()
    expect(heroPhoto()).toHaveAccessibleDescription(/se muestra en lugar del dibujo/)
    expect(screen.queryByRole('img', { name: /^Foto elegida/ })).toBeNull()
    await user.click(heroPhoto())
    const dialog = screen.getByRole('dialog', { name: 'Elegir una foto de la biblioteca' })
    // It opens on the search box, nothing marked.
    expect(within(dialog).getByRole('searchbox', { name: 'Buscar por texto o lugar' })).toHaveFocus()
    const radios = within(dialog).getAllByRole('radio')
    expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Placas en una naveAbarán',
      'Cuadro eléctrico nuevoCieza',
      'Cargador de coche en un garaje',
    ])
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([])
  })

  it('filters by alt text or place, without accents or case', async () => {
    const { user } = renderHome()
    await user.click(heroPhoto())
    const dialog = screen.getByRole('dialog')
    const search = within(dialog).getByRole('searchbox')
    await user.type(search, 'cieza')
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual([library[1]!.id])
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 de 3 fotos')
    await user.clear(search)
    await user.type(search, 'ELECTRICO')
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1)
    await user.clear(search)
    await user.type(search, 'tejado')
    expect(within(dialog).queryAllByRole('radio')).toEqual([])
    expect(within(dialog).getByRole('status')).toHaveTextContent('Ninguna foto tiene ese texto o lugar.')
    // Cancelling changes nothing and gives the focus back.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(heroPhoto()).toHaveFocus()
  })

  it('shows a stored photo (not the first of the library) chosen, with its thumbnail, marked in the grid', async () => {
    const stored = JSON.parse(JSON.stringify(builtIn)) as Home
    stored.gallery.pictures[1] = {
      ...stored.gallery.pictures[1]!,
      photo: library[1]!.id,
      alt: 'Cuadro de la obra',
    }
    const { user } = renderHome(stored)
    expect(galleryPhoto(1)).toHaveAccessibleName('Cambiar foto')
    const thumbnail = screen.getByRole('img', { name: `Foto elegida: ${library[1]!.alt}` })
    expect(thumbnail.getAttribute('src')).toContain('%2Ffotos%2F22222222-2222-4222-8222-222222222222.webp')
    expect(galleryPhoto(0)).toHaveAccessibleName('Elegir foto')
    expect(document.getElementById('contenido-gallery-pictures-1-alt')).toHaveValue('Cuadro de la obra')
    await user.click(galleryPhoto(1))
    expect(screen.getByRole('radio', { checked: true })).toHaveAttribute('value', library[1]!.id)
  })

  it('choosing a photo stores its id and gives the picture the library’s alt text in place of the drawing’s', async () => {
    const { user, submitted } = renderHome()
    await choose(user, heroPhoto(), library[2]!.alt)
    expect(heroAlt()).toHaveValue(library[2]!.alt)
    expect(submitted().hero.picture).toEqual({
      artwork: builtIn.hero.picture.artwork,
      photo: library[2]!.id,
      alt: library[2]!.alt,
    })
    // Another photo brings its own words, while staff have not written theirs.
    await choose(user, heroPhoto(), library[0]!.alt)
    expect(heroAlt()).toHaveValue(library[0]!.alt)
    // Back to the drawing: the drawing's words again, and no photo stored.
    await user.click(within(heroField()).getByRole('button', { name: 'Quitar foto' }))
    expect(heroAlt()).toHaveValue(builtIn.hero.picture.alt)
    expect(submitted().hero.picture).toEqual(builtIn.hero.picture)
  })

  it('chooses with the keyboard: arrows move between the photos, the buttons take Enter', async () => {
    const { user, submitted } = renderHome()
    heroPhoto().focus()
    await user.keyboard('{Enter}')
    await user.tab()
    await user.keyboard(' ')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { checked: true })).toHaveAttribute('value', library[1]!.id)
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Usar esta foto' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(submitted().hero.picture.photo).toBe(library[1]!.id)
    expect(heroPhoto()).toHaveFocus()
  })

  it('hides the drawing’s field while a photo is chosen, and shows it again once the photo is removed', async () => {
    const { user, submitted } = renderHome()
    expect(within(heroField()).getByRole('combobox', { name: 'Ilustración' })).toBeVisible()
    await choose(user, heroPhoto(), library[0]!.alt)
    expect(within(heroField()).queryByRole('combobox', { name: 'Ilustración' })).toBeNull()
    // The drawing stays in the content, for when the photo goes.
    expect(submitted().hero.picture.artwork).toBe(builtIn.hero.picture.artwork)
    await user.click(within(heroField()).getByRole('button', { name: 'Quitar foto' }))
    expect(within(heroField()).getByRole('combobox', { name: 'Ilustración' })).toHaveValue(
      builtIn.hero.picture.artwork,
    )
    expect(heroPhoto()).toHaveAccessibleName('Elegir foto')
  })

  it('keeps the alt text staff wrote themselves', async () => {
    const { user, submitted } = renderHome()
    await user.clear(heroAlt())
    await user.type(heroAlt(), 'Nuestro equipo montando placas en Cieza')
    await choose(user, heroPhoto(), library[1]!.alt)
    expect(heroAlt()).toHaveValue('Nuestro equipo montando placas en Cieza')
    expect(submitted().hero.picture.photo).toBe(library[1]!.id)
  })

  it('says so when the stored photo is no longer in the library', () => {
    const stored = JSON.parse(JSON.stringify(builtIn)) as Home
    stored.hero.picture.photo = '44444444-4444-4444-8444-444444444444'
    renderHome(stored)
    expect(within(heroField()).getByText('Una foto que ya no está en la biblioteca')).toBeVisible()
    expect(heroPhoto()).toHaveAccessibleName('Cambiar foto')
  })

  it('shows the server’s message at the field', () => {
    render(
      <form>
        <ContentFields
          description={description}
          defaultValue={builtIn}
          name="content"
          photos={library}
          errors={{ 'gallery.pictures.2.photo': 'La foto elegida ya no está en la biblioteca' }}
        />
      </form>,
    )
    expect(galleryPhoto(2)).toHaveAccessibleDescription(/La foto elegida ya no está en la biblioteca/)
  })
})

describe('the alt text a photo brings', () => {
  const drawnWith = { photo: undefined, alt: 'Dibujo de un tejado' }
  const photos = library
  it('fills an empty alt, the drawing’s own, or the previous photo’s', () => {
    expect(altAfterChoosing({ alt: '', before: undefined, after: photos[0]!.id, drawnWith, photos })).toBe(
      photos[0]!.alt,
    )
    expect(
      altAfterChoosing({
        alt: 'Dibujo de un tejado',
        before: undefined,
        after: photos[0]!.id,
        drawnWith,
        photos,
      }),
    ).toBe(photos[0]!.alt)
    expect(
      altAfterChoosing({
        alt: photos[0]!.alt,
        before: photos[0]!.id,
        after: photos[1]!.id,
        drawnWith,
        photos,
      }),
    ).toBe(photos[1]!.alt)
  })
  it('keeps words staff wrote', () => {
    expect(
      altAfterChoosing({ alt: 'Mi texto', before: photos[0]!.id, after: photos[1]!.id, drawnWith, photos }),
    ).toBe('Mi texto')
    const storedWithPhoto = { photo: photos[0]!.id, alt: 'Texto guardado' }
    expect(
      altAfterChoosing({
        alt: 'Texto guardado',
        before: photos[0]!.id,
        after: photos[1]!.id,
        drawnWith: storedWithPhoto,
        photos,
      }),
    ).toBe('Texto guardado')
  })
})
