/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server'
import { GalleryCarousel } from '@/components/home/gallery-carousel'
import { LandingPage } from '@/components/sections/landing-page'
import { home } from '@/content/home'
import { landingPages } from '@/content/pages'

// A picture with a photo of the library, as the public pages render it on the
// server (what the static HTML holds): the hero's photo through the image
// optimiser with its responsive preload, the gallery's photos in their places,
// the drawings everywhere else.

const photo = '0b5e2f0c-5d7a-4c43-9a8e-1f2d3c4b5a69'
const other = '7c1d9e2a-3b4f-4a6e-8d0c-2e9f1a7b6c53'
const optimised = (id: string) => `/_next/image?url=%2Ffotos%2F${id}.webp`

/** The HTML React writes for `element`, as a document fragment to query. */
function html(element: React.ReactElement) {
  const holder = document.createElement('div')
  holder.innerHTML = renderToString(element)
  return holder
}

const landing = landingPages.find((page) => page.path === '/instalacion-placas-solares')!
const withHero = (picture: Partial<typeof landing.hero.picture>) => ({
  ...landing,
  hero: { ...landing.hero, picture: { ...landing.hero.picture, ...picture } },
})

describe('a hero with a photo', () => {
  const page = html(<LandingPage page={withHero({ photo, alt: 'Placas en un tejado de Cieza' })} />)
  const image = page.querySelector('img')!

  it('shows the photo through the image optimiser, full width, with its alt text, instead of the drawing', () => {
    expect(image).toHaveAttribute('alt', 'Placas en un tejado de Cieza')
    expect(image).toHaveAttribute('sizes', '100vw')
    expect(image.getAttribute('srcset')).toContain(`${optimised(photo)}&w=828&q=50 828w`)
    expect(image.getAttribute('src')).toContain(optimised(photo))
    // fill: the hero's box sets the size, the photo covers it.
    expect(image).toHaveStyle({ position: 'absolute', width: '100%', height: '100%' })
    expect(image).toHaveClass('object-cover')
    expect(image).not.toHaveAttribute('loading', 'lazy')
    expect(page.querySelector('[role="img"]')).toBeNull()
    expect(page.querySelector('svg[viewBox="0 0 1600 900"], [role="img"] svg')).toBeNull()
  })

  it('is preloaded with the same sources', () => {
    const preload = page.querySelector('link[rel="preload"][as="image"]')!
    expect(preload).not.toBeNull()
    expect(preload.getAttribute('imagesrcset')).toBe(image.getAttribute('srcset'))
    expect(preload).toHaveAttribute('imagesizes', '100vw')
    expect(preload).toHaveAttribute('fetchpriority', 'high')
  })

  it('without a photo, the drawing is inline as before: no image, nothing preloaded', () => {
    const drawn = html(<LandingPage page={landing} />)
    expect(drawn.querySelector('[role="img"]')).toHaveAttribute('aria-label', landing.hero.picture.alt)
    expect(drawn.querySelector('[role="img"] svg')).not.toBeNull()
    expect(drawn.querySelector('img')).toBeNull()
    expect(drawn.querySelector('link[rel="preload"]')).toBeNull()
  })
})

describe('the gallery', () => {
  const pictures = home.gallery.pictures.map((picture, index) =>
    index === 0
      ? { ...picture, photo, alt: 'Primera obra' }
      : index === 2
        ? { ...picture, photo: other, alt: 'Tercera obra' }
        : picture,
  )
  const gallery = html(<GalleryCarousel pictures={pictures} label="Nuestros proyectos" />)
  const images = [...gallery.querySelectorAll('img')]

  it('shows the chosen photos in their places, in order, and the drawings in the others', () => {
    expect(images).toHaveLength(home.gallery.pictures.length)
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(pictures.map(({ alt }) => alt))
    expect(images[0]!.getAttribute('srcset')).toContain(optimised(photo))
    expect(images[2]!.getAttribute('srcset')).toContain(optimised(other))
    for (const index of [1, 3, 4, 5])
      expect(images[index]).toHaveAttribute('src', `/images/gallery-${index + 1}.svg`)
  })

  it('gives a photo its width in each view (one, two or three to a view) and the 4:3 box, and preloads none', () => {
    expect(images[0]).toHaveAttribute('sizes', '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw')
    expect(images[0]!.parentElement).toHaveClass('relative', 'aspect-4/3', 'w-full')
    expect(images[0]).toHaveStyle({ position: 'absolute', width: '100%', height: '100%' })
    expect(gallery.querySelector('link[rel="preload"]')).toBeNull()
  })
})
