/** The later of two ISO 8601 times (a page's SEO save and its content's publish); null when neither is set. */
export function lastModified(...times: (string | null | undefined)[]): string | null {
  const set = times.filter((time): time is string => Boolean(time))
  if (set.length === 0) return null
  return set.reduce((latest, time) => (Date.parse(time) > Date.parse(latest) ? time : latest))
}
