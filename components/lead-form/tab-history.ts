// The addresses this tab has shown, oldest first, kept in memory for browsers
// without the Navigation API (Safari): the site's links navigate without
// reloading, so document.referrer keeps only the first page's referrer. No
// cookie, no storage: the list ends with the tab or a reload. No imports
// either: components/layout/visit-recorder.tsx ships it with every page.

const visited: string[] = []
/** A visitor reads a few pages; the cap only bounds a tab left open for days. */
const MAX_VISITS = 50

export function recordVisit(href: string) {
  if (visited[visited.length - 1] === href) return
  visited.push(href)
  if (visited.length > MAX_VISITS) visited.shift()
}

/** The addresses shown before `current`, nearest first. */
export function visitsBefore(current: string): string[] {
  const shown = visited[visited.length - 1] === current ? visited.slice(0, -1) : visited.slice()
  return shown.reverse()
}
