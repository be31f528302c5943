import type { APIRequestContext } from '@playwright/test'

/**
 * The id of a server action as the served page's own JavaScript calls it:
 * the client chunk holds `createServerReference("<id>", …, "<exported name>")`.
 * Read from what is served, so it works against a local build and a deployed preview alike.
 */
export async function findActionId(
  request: APIRequestContext,
  pagePath: string,
  exportedName: string,
): Promise<string> {
  const html = await (await request.get(pagePath)).text()
  const scripts = [...html.matchAll(/<script[^>]+src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  )
  const pattern = new RegExp(`"([0-9a-f]{40,})",[^"]{0,200}"${exportedName}"\\)`)
  // The action may sit in a chunk the page only imports on demand (the quote
  // form loads on intent): follow the chunk names each script mentions.
  const queue = [...new Set(scripts)]
  const seen = new Set(queue)
  for (let index = 0; index < queue.length && index < 200; index += 1) {
    const code = await (await request.get(queue[index]!)).text()
    const id = pattern.exec(code)?.[1]
    if (id) return id
    for (const [, chunk] of code.matchAll(/(?:\/_next\/)?(static\/chunks\/[\w.-]+\.js)/g)) {
      const next = `/_next/${chunk}`
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  throw new Error(`no script of ${pagePath} calls the server action ${exportedName}`)
}
