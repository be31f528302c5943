// Debian's Chromium, never a downloaded browser, for the e2e tests and the
// benchmarks. This machine has no network beyond loopback and runs as root,
// hence the sandbox and background-network switches. Headless mode is left
// to each launcher (Playwright sets it itself).

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
