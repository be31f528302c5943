import { listPublishedStaffPages, listSiteRedirectRules } from '@/lib/data'
import { createKnownAddresses } from './known-addresses'

/** The proxy's lists, read through lib/data: the published staff pages as a visitor, the redirects as the site's server. */
export const storedAddresses = createKnownAddresses({
  load: async () => ({
    staffPaths: (await listPublishedStaffPages()).map((page) => page.path),
    redirects: await listSiteRedirectRules(),
  }),
})
