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
  for (const script of new Set(scripts)) {
    const id = pattern.exec(await (await request.get(script)).text())?.[1]
    if (id) return id
  }
  throw new Error(`no script of ${pagePath} calls the server action ${exportedName}`)
}
