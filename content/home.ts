import type { CardsSection, LandingPage, SearchCopy } from './types'
import homeJson from './home.json'

// The home page's content. The file is checked against homePageSchema
// (content/home-schema.ts) by tests/content/landing-page-files.test.ts, so
// the cast below is safe and zod stays out of the page's modules.

export type GalleryPicture = { src: string; photo?: string; alt: string }

export type HomePage = {
  seo: SearchCopy
  hero: LandingPage['hero']
  /** In order: solar (id 'placas-solares'), electrical (id 'instalaciones'), services. */
  sections: CardsSection[]
  gallery: { heading: string; intro: string; pictures: GalleryPicture[] }
  contact: { heading: string; intro: string }
}

export const home = homeJson as HomePage
