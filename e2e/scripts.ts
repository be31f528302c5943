import type { Page } from '@playwright/test'

export type ReceivedScript = { url: string; body: string; at: number }

/**
 * Records every script the page receives from now on, with its body and when
 * it arrived; the function returned gives those received so far.
 */
export function watchScripts(page: Page) {
  const scripts: Promise<ReceivedScript>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const at = Date.now()
    scripts.push(
      response
        .text()
        .catch(() => '')
        .then((body) => ({ url: response.url(), body, at })),
    )
  })
  return () => Promise.all(scripts)
}

/** Which of `markers` appear in the scripts. */
export const markersIn = (scripts: ReceivedScript[], markers: string[]) =>
  markers.filter((marker) => scripts.some((script) => script.body.includes(marker)))
