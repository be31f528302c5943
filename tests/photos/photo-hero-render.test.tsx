/** @jest-environment jsdom */
import '../support/photos-folder'
import { setImmediate } from 'node:timers'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { GalleryCarousel } from '@/components/home/gallery-carousel'
import { LandingPage } from '@/components/sections/landing-page'
import { home } from '@/content/home'
import { landingPages } from '@/content/pages'
import { getPhotoStore } from '@/lib/photos/get-photo-store'
import { photoFileName } from '@/lib/photos/store'
import { detailedPhotoWebp } from './images'

// A picture with a photo of the library, as the public pages render it on the
// server (what the static HTML holds): the hero's photo through the image
// optimiser over its preview made from the file in the photo folder (preloaded
// when it has none); the gallery's photos in their places, the drawings
// everywhere else.

// React's Node renderer, which awaits the hero's preview, schedules with setImmediate; jsdom's window has none.
Object.assign(globalThis, { setImmediate })

const photo = '0b5e2f0c-5d7a-4c43-9a8e-1f2d3c4b5a69'
const other = '7c1d9e2a-3b4f-4a6e-8d0c-2e9f1a7b6c53'
const optimised = (id: string) => `/_next/image?url=%2Ffotos%2F${id}.webp`

/** `markup` as a document fragment to query. */
function parsed(markup: string) {
  const holder = document.createElement('div')
  holder.innerHTML = markup
  return holder
}

/** The HTML React writes for `element`. */
const html = (element: React.ReactElement) => parsed(renderToString(element))

/** The HTML React writes for `element`, its server components awaited, as a page is prerendered. */
async function prerendered(element: React.ReactElement) {
  const { prelude } = await prerenderToNodeStream(element)
  let markup = ''
  for await (const chunk of prelude) markup += String(chunk)
  return parsed(markup)
}

const landing = landingPages.find((page) => page.path === '/instalacion-placas-solares')!
const withHero = (picture: Partial<typeof landing.hero.picture>) => ({
  ...landing,
  hero: { ...landing.hero, picture: { ...landing.hero.picture, ...picture } },
})

describe('a hero with a photo', () => {
  let page: HTMLElement
  let image: HTMLImageElement
  beforeAll(async () => {
    await getPhotoStore().put(photoFileName(photo), await detailedPhotoWebp())
    page = await prerendered(<LandingPage page={withHero({ photo, alt: 'Placas en un tejado de Cieza' })} />)
    image = page.querySelector('img[srcset]')!
  })

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

  it('loads at low priority where its preview is the largest paint, and is preloaded only on wider screens', () => {
    expect(image).toHaveAttribute('fetchpriority', 'low')
    const preload = page.querySelector('link[rel="preload"][as="image"]')!
    expect(preload).toHaveAttribute('media', '(min-width: 1025px)')
    expect(preload).toHaveAttribute('fetchpriority', 'high')
    expect(preload.getAttribute('imagesrcset')).toBe(image.getAttribute('srcset'))
  })

  it('paints over its preview, in the HTML: a small JPEG data URI, decorative, in the same box', () => {
    const preview = page.querySelector('img[alt=""]')!
    expect(preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/=]+$/)
    expect(preview.getAttribute('src')!.length).toBeLessThan(8_000)
    expect(preview).toHaveClass('absolute', 'inset-0', 'size-full', 'object-cover')
    // Under the photo: the same box, painted first.
    expect(preview.parentElement).toBe(image.parentElement)
    expect(preview.nextElementSibling).toBe(image)
    // Nothing for a screen reader but the photo's own alt text.
    expect(page.querySelectorAll('img:not([alt=""]), [role="img"]')).toHaveLength(1)
  })

  it('without its file, shows the photo alone, and the page still renders', async () => {
    const lost = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a'
    const alone = await prerendered(<LandingPage page={withHero({ photo: lost, alt: 'Otra foto' })} />)
    expect(alone.querySelectorAll('img')).toHaveLength(1)
    expect(alone.querySelector('img')).toHaveAttribute('alt', 'Otra foto')
    expect(alone.querySelector('img')!.getAttribute('src')).toContain(optimised(lost))
    // The photo is then the largest paint: preloaded with the same sources, at high priority.
    const preload = alone.querySelector('link[rel="preload"][as="image"]')!
    expect(preload.getAttribute('imagesrcset')).toBe(alone.querySelector('img')!.getAttribute('srcset'))
    expect(preload).toHaveAttribute('imagesizes', '100vw')
    expect(preload).toHaveAttribute('fetchpriority', 'high')
    expect(alone.querySelector('img')).toHaveAttribute('fetchpriority', 'high')
    expect(alone.querySelector('h1')).toHaveTextContent(landing.hero.h1)
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

describe('a photo’s focal point', () => {
  const point = new Map([[photo, { x: 0.2, y: 0.85 }]])

  it('keeps the gallery photo’s focal point in its 4:3 box; a photo at its centre gets no style of its own', () => {
    const pictures = home.gallery.pictures.map((picture, index) =>
      index === 0
        ? { ...picture, photo, alt: 'Primera obra' }
        : index === 1
          ? { ...picture, photo: other }
          : picture,
    )
    const centred = new Map([...point, [other, { x: 0.5, y: 0.5 }]])
    const [first, second] = html(
      <GalleryCarousel pictures={pictures} label="Proyectos" focalPoints={centred} />,
    ).querySelectorAll('img')
    expect(first).toHaveStyle({ objectPosition: '20% 85%' })
    expect(first!.getAttribute('style')).toContain('object-position:20% 85%')
    expect(second!.getAttribute('style')).not.toContain('object-position')
  })

  it('draws a gallery without focal points exactly as before they existed', () => {
    const pictures = home.gallery.pictures.map((picture, index) =>
      index === 0 ? { ...picture, photo, alt: 'Primera obra' } : picture,
    )
    const centred = new Map([[photo, { x: 0.5, y: 0.5 }]])
    expect(
      renderToString(<GalleryCarousel pictures={pictures} label="Proyectos" focalPoints={centred} />),
    ).toBe(renderToString(<GalleryCarousel pictures={pictures} label="Proyectos" />))
  })

  it('crops the hero’s photo and its preview alike around it', async () => {
    await getPhotoStore().put(photoFileName(photo), await detailedPhotoWebp())
    const hero = await prerendered(
      <LandingPage page={withHero({ photo, alt: 'Placas en un tejado de Cieza' })} focalPoints={point} />,
    )
    expect(hero.querySelector('img[srcset]')).toHaveStyle({ objectPosition: '20% 85%' })
    expect(hero.querySelector('img[alt=""]')).toHaveStyle({ objectPosition: '20% 85%' })
  })
})
