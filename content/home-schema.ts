import { z } from 'zod'
import { landingPageSchema } from './types'

// The home page's content (content/home.json), made of the landing pages'
// parts so both are checked, and edited, by the same rules.

const { seo, hero, sections } = landingPageSchema.shape
const cardsSectionSchema = sections.element.options.find((option) => option.shape.kind.value === 'cards')!

export const homePageSchema = z.strictObject({
  seo,
  hero,
  /** In order: solar (id 'placas-solares'), electrical (id 'instalaciones'), services. */
  sections: z.array(cardsSectionSchema),
  gallery: z.strictObject({
    heading: z.string().min(1),
    intro: z.string().min(1),
    pictures: z.array(
      z.strictObject({
        /** One of the gallery's illustrations in public/images/. */
        src: z.string().regex(/^\/images\/[a-z0-9-]+\.svg$/),
        alt: z.string().min(1),
      }),
    ),
  }),
  contact: z.strictObject({ heading: z.string().min(1), intro: z.string().min(1) }),
})
