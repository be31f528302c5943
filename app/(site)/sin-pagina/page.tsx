import { headers } from 'next/headers'
import { after } from 'next/server'
import { notFound } from 'next/navigation'
import { missingPageMetadata } from '@/components/layout/missing-page'
import { requestedPath } from '@/lib/addresses/paths'
import { MISSED_PATH_HEADER } from '@/lib/addresses/site-routes'
import { recordMissedPath } from '@/lib/data'
import { shortLogLine } from '@/lib/security/log-lines'

// Every unknown address, rewritten here by proxy.ts with the address in a
// header: the site's 404, counted. Rendered for each request (it reads the
// request's headers), so nothing is kept on disk, however many addresses
// there are. Not in the sitemap; staff may not take its path.

export const metadata = missingPageMetadata

export default async function UnknownAddressPage(): Promise<never> {
  const asked = (await headers()).get(MISSED_PATH_HEADER)
  if (asked?.startsWith('/')) {
    const path = requestedPath(asked.slice(1).split('/'))
    after(() =>
      recordMissedPath(path).catch((error: unknown) =>
        console.error(shortLogLine(`A missed path could not be counted: ${String(error)}`)),
      ),
    )
  }
  // Rendered for this request, not kept: notFound() gives it its status and not-found.tsx its body.
  notFound()
}
