import { homePageSchema } from './home-schema'
import { landingPageSchema } from './types'

// What staff may edit of a page: its content without the path and the search
// copy, which stay in the repository (and the SEO record). The same schema
// checks the files in content/ and what the editor stores.

export const editableLandingSchema = landingPageSchema.omit({ path: true, seo: true })
export const editableHomeContentSchema = homePageSchema.omit({ seo: true })
