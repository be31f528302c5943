import { homePageSchema } from './home-schema'

// What staff may edit of the home page: its content without the search copy,
// which stays in the repository (and the SEO record); the landing pages' is
// editableLandingContentSchema in content/types.ts.

export const editableHomeContentSchema = homePageSchema.omit({ seo: true })
