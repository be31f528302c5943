import type { ReportedSource } from '@/lib/leads/check-lead-source'
import { visitsBefore } from './tab-history'

// Where the visitor is and came from, read when the form is sent: the page's
// address, the tab's earlier pages on this site (the Navigation API, else the
// in-memory list of ./tab-history.ts; the site's links navigate without
// reloading, so document.referrer alone would miss them) and the referrer.
// No cookie, no storage: nothing outlives the tab.

const utmParams = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const

const hasUtm = (url: URL) => Object.values(utmParams).some((name) => url.searchParams.has(name))

function parse(address: string | undefined | null): URL | null {
  if (!address) return null
  try {
    return new URL(address)
  } catch {
    return null
  }
}

/**
 * The source the form reports, from the page's address, the earlier addresses
 * of this tab (nearest first) and document.referrer. The utm_* values come from
 * the nearest address of this site that has any, so a campaign's landing page
 * keeps its credit when the visitor moves on to the quote page.
 */
export function leadSourceOf({
  href,
  earlier,
  referrer,
}: {
  href: string
  earlier: readonly string[]
  referrer: string
}): ReportedSource {
  const here = new URL(href)
  const fromReferrer = parse(referrer)
  const previous = [...earlier.map(parse), fromReferrer].filter(
    (url): url is URL => url !== null && url.origin === here.origin,
  )
  const campaign = [here, ...previous].find(hasUtm)
  return {
    formPage: here.pathname,
    previousPage: previous.find((url) => url.pathname !== here.pathname)?.pathname ?? null,
    referrerHost: fromReferrer && fromReferrer.origin !== here.origin ? fromReferrer.hostname : null,
    ...Object.fromEntries(
      Object.entries(utmParams).map(([key, name]) => [key, campaign?.searchParams.get(name) ?? null]),
    ),
  }
}

type NavigationHistory = {
  currentEntry: { index: number } | null
  entries(): { url: string | null; index: number }[]
}

/** The source as this browser tab knows it; never throws (the lead matters more). */
export function readLeadSource(): ReportedSource {
  try {
    const href = window.location.href
    const navigation = (window as Window & { navigation?: NavigationHistory }).navigation
    const current = navigation?.currentEntry?.index ?? 0
    const earlier = navigation
      ? navigation
          .entries()
          .filter((entry) => entry.index < current && entry.url)
          .sort((a, b) => b.index - a.index)
          .map((entry) => entry.url!)
      : visitsBefore(href)
    return leadSourceOf({ href, earlier, referrer: document.referrer })
  } catch {
    return {}
  }
}
