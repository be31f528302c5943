import { quotePage } from '@/content/quote'
import { site } from '@/content/site'
import { publicRoutes } from '@/lib/routes'
import type { LeadSource } from '@/supabase/functions/_shared/lead-source-fields'
import { withoutInvisible } from '@/lib/validations/invisible-characters'

// The server's check of where the form says a lead came from. These values are
// the visitor's to forge, so each is kept only when it is plausible, and a bad
// one becomes null rather than costing the lead: a path must be one of this
// site's pages (a built-in page, or a staff page published when the lead
// arrives), a host a host name (not ours), a utm_* value one bounded line.
// Invisible and direction-changing characters are removed from every value first.

const MAX_TAG_LENGTH = 100
const pagePaths: ReadonlySet<string> = new Set(publicRoutes.map((route) => route.path))
const ownHost = new URL(site.url).hostname.toLowerCase()
const hostName =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

/** What the form reports, before the check: every value optional. */
export type ReportedSource = Partial<Record<Exclude<keyof LeadSource, 'sourcePage'>, unknown>>

const asText = (value: unknown) => (typeof value === 'string' ? withoutInvisible(value) : '')

/** Whether a path is one of this site's public pages. */
export const isSitePage = (path: string) => pagePaths.has(path)

/** The site's public pages, in the registry's order (the inbox's source filter). */
export const sitePages: readonly string[] = [...pagePaths]

/** A path as the database stores a lead's pages: lowercase segments, no trailing slash. */
export const isPagePath = (value: string) =>
  value.length <= 200 && /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(value)

function host(value: unknown): string | null {
  const name = asText(value).trim().toLowerCase().replace(/\.$/, '')
  return hostName.test(name) && name !== ownHost && name !== `www.${ownHost}` ? name : null
}

function tag(value: unknown): string | null {
  const line = asText(value)
    .normalize('NFC')
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  // Cut by code points, so no emoji is split in half.
  return Array.from(line).slice(0, MAX_TAG_LENGTH).join('').trim() || null
}

/**
 * The checked source; `staffPages` are the paths of the staff pages published
 * now. The quote page passes its credit to the page read just before it: a
 * visitor who read a landing page and then followed its link to the quote form
 * is counted for that landing page.
 */
export function checkLeadSource(reported: unknown, staffPages: ReadonlySet<string> = new Set()): LeadSource {
  const input: ReportedSource = typeof reported === 'object' && reported !== null ? reported : {}
  const page = (value: unknown): string | null => {
    const path = asText(value)
    return isSitePage(path) || staffPages.has(path) ? path : null
  }
  const formPage = page(input.formPage)
  const previousPage = page(input.previousPage)
  const credited =
    formPage === quotePage.path && previousPage !== null && previousPage !== quotePage.path
      ? previousPage
      : formPage
  return {
    sourcePage: credited,
    formPage,
    previousPage,
    referrerHost: host(input.referrerHost),
    utmSource: tag(input.utmSource),
    utmMedium: tag(input.utmMedium),
    utmCampaign: tag(input.utmCampaign),
    utmTerm: tag(input.utmTerm),
    utmContent: tag(input.utmContent),
  }
}
