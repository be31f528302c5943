/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ContentFields } from '@/components/admin/content/content-fields'
import { describeContentSchema } from '@/lib/content/describe-schema'
import { altAfterChoosing, noPhotoLabel } from '@/components/admin/content/photo-field'
import { getEditablePage } from '@/lib/content/editable-pages'

// The photo picker of the content form: where a picture (a hero, a gallery
// place) may show a photo of the library, staff choose it by its alt text, see
// it, and get its alt text in the picture's own field unless they wrote theirs.

const home = getEditablePage('/')!
const description = describeContentSchema(home.schema)
type Home = {
  hero: { picture: { artwork: string; photo?: string; alt: string } }
  gallery: { pictures: { src: string; photo?: string; alt: string }[] }
}
const builtIn = home.builtIn as unknown as Home
const library = [
  { id: '11111111-1111-4111-8111-111111111111', alt: 'Placas en una nave de Abarán' },
  { id: '22222222-2222-4222-8222-222222222222', alt: 'Cuadro eléctrico nuevo en Cieza' },
  { id: '33333333-3333-4333-8333-333333333333', alt: 'Cargador de coche en un garaje' },
]

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

const heroPhoto = () => document.getElementById('contenido-hero-picture-photo') as HTMLSelectElement
const heroAlt = () => document.getElementById('contenido-hero-picture-alt') as HTMLInputElement
const galleryPhoto = (index: number) =>
  document.getElementById(`contenido-gallery-pictures-${index}-photo`) as HTMLSelectElement

describe('the photo picker', () => {
  it('offers every photo of the library by its alt text, after the drawing, which is chosen while there is none', () => {
    renderHome()
    expect(heroPhoto()).toHaveAccessibleName('Foto (opcional)')
    expect(
      within(heroPhoto())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([noPhotoLabel, ...library.map(({ alt }) => alt)])
    expect(heroPhoto()).toHaveValue('')
    expect(screen.queryByRole('img', { name: /^Foto elegida/ })).toBeNull()
  })

  it('shows a stored photo (not the first of the library) chosen, with its thumbnail', () => {
    const stored = JSON.parse(JSON.stringify(builtIn)) as Home
    stored.gallery.pictures[1] = {
      ...stored.gallery.pictures[1]!,
      photo: library[1]!.id,
      alt: 'Cuadro de la obra',
    }
    renderHome(stored)
    expect(galleryPhoto(1)).toHaveValue(library[1]!.id)
    expect(within(galleryPhoto(1)).getByRole('option', { selected: true })).toHaveTextContent(library[1]!.alt)
    const thumbnail = screen.getByRole('img', { name: `Foto elegida: ${library[1]!.alt}` })
    expect(thumbnail.getAttribute('src')).toContain('%2Ffotos%2F22222222-2222-4222-8222-222222222222.webp')
    expect(galleryPhoto(0)).toHaveValue('')
    expect(document.getElementById('contenido-gallery-pictures-1-alt')).toHaveValue('Cuadro de la obra')
  })

  it('choosing a photo stores its id and gives the picture the library’s alt text in place of the drawing’s', async () => {
    const { user, submitted } = renderHome()
    await user.selectOptions(heroPhoto(), library[2]!.alt)
    expect(heroAlt()).toHaveValue(library[2]!.alt)
    expect(submitted().hero.picture).toEqual({
      artwork: builtIn.hero.picture.artwork,
      photo: library[2]!.id,
      alt: library[2]!.alt,
    })
    // Another photo brings its own words, while staff have not written theirs.
    await user.selectOptions(heroPhoto(), library[0]!.alt)
    expect(heroAlt()).toHaveValue(library[0]!.alt)
    // Back to the drawing: the drawing's words again, and no photo stored.
    await user.selectOptions(heroPhoto(), noPhotoLabel)
    expect(heroAlt()).toHaveValue(builtIn.hero.picture.alt)
    expect(submitted().hero.picture).toEqual(builtIn.hero.picture)
  })

  it('keeps the alt text staff wrote themselves', async () => {
    const { user, submitted } = renderHome()
    await user.clear(heroAlt())
    await user.type(heroAlt(), 'Nuestro equipo montando placas en Cieza')
    await user.selectOptions(heroPhoto(), library[1]!.alt)
    expect(heroAlt()).toHaveValue('Nuestro equipo montando placas en Cieza')
    expect(submitted().hero.picture.photo).toBe(library[1]!.id)
  })

  it('says so when the stored photo is no longer in the library', () => {
    const stored = JSON.parse(JSON.stringify(builtIn)) as Home
    stored.hero.picture.photo = '44444444-4444-4444-8444-444444444444'
    renderHome(stored)
    expect(heroPhoto()).toHaveValue('44444444-4444-4444-8444-444444444444')
    expect(within(heroPhoto()).getByRole('option', { selected: true })).toHaveTextContent(
      'Una foto que ya no está en la biblioteca',
    )
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
    expect(galleryPhoto(2)).toHaveAttribute('aria-invalid', 'true')
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
