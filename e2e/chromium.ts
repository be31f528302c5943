// Debian's Chromium, never a downloaded browser, for the e2e tests and the
// benchmarks. This machine has no network beyond loopback and runs as root,
// hence the sandbox and background-network switches. Headless mode is left
// to each launcher (Playwright sets it itself).

/** The full browser: the benchmarks measure pages as Chrome's new headless mode loads them. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * What the e2e tests drive: Debian's headless shell, the same Blink as `chromiumPath` in
 * Chromium's old headless mode, as Playwright's own headless runs use. The full browser's new
 * headless mode took twice the time per checked page on 2 cores, most of it in the browser.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
