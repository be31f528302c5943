import { z } from 'zod'
import { list, photoId, plainText } from './text-rules'
import { cardsSectionSchema, heroSchema, introduced, landingPageSchema, sections } from './types'

// The home page's content (content/home.json), made of the landing pages'
// parts so both are checked, and edited, by the same rules (and words).

const galleryImages = [1, 2, 3, 4, 5, 6].map((n) => `/images/gallery-${n}.svg`) as [string, ...string[]]

export const homePageSchema = z.strictObject({
  seo: landingPageSchema.shape.seo,
  hero: heroSchema,
  /** In order: solar (id 'placas-solares'), electrical (id 'instalaciones'), services. */
  // A union, as on the landing pages, so the form keeps the sections' number and order.
  sections: sections(z.discriminatedUnion('kind', [cardsSectionSchema]), { max: 6 }),
  gallery: z
    .strictObject({
      ...introduced({ heading: 120, intro: 400 }),
      pictures: list(
        z.strictObject({
          /** One of the gallery's illustrations in public/images/. */
          src: z.enum(galleryImages, { error: 'Elige una imagen de la galería' }).meta({ label: 'Imagen' }),
          /** A photo of the library shown in this place instead of the drawing. */
          photo: photoId(),
          alt: plainText(250).meta({ label: 'Texto alternativo' }),
        }),
        { min: 1, max: 12, noun: 'imágenes' },
      ).meta({ label: 'Imágenes', item: 'imagen' }),
    })
    .meta({ label: 'Galería' }),
  contact: z.strictObject(introduced({ heading: 120, intro: 400 })).meta({ label: 'Contacto' }),
})
