import { listPublishedStaffPages, listSiteRedirectRules } from '@/lib/data'
import { createKnownPaths } from './known-paths'

/** The proxy's lists, read through lib/data: the published staff pages as a visitor, the redirects as the site's server. */
export const storedPaths = createKnownPaths({
  load: async () => ({
    staffPaths: (await listPublishedStaffPages()).map((page) => page.path),
    redirects: await listSiteRedirectRules(),
  }),
})
