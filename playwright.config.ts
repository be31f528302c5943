import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { bypassHeaders } from './e2e/bypass-headers'
import { chromiumFlags, headlessShellPath } from './e2e/chromium'
import { keepAliveArgs } from './e2e/keep-alive'

// End-to-end tests in a real Chromium (Debian's, never a downloaded one),
// against a production build on the local backend with a fresh data folder,
// or against a deployed preview when PLAYWRIGHT_BASE_URL is set.

const external = process.env.PLAYWRIGHT_BASE_URL
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = external ?? `http://127.0.0.1:${port}`

// Set once in the runner; workers inherit it, so tests can find the same database.
process.env.E2E_DATA_DIR ??= path.join(mkdtempSync(path.join(tmpdir(), 'sec-e2e-')), 'pglite')

const chromium = { executablePath: headlessShellPath, args: chromiumFlags }
const desktop = { viewport: { width: 1366, height: 900 } }

const specs = (...names: string[]) => names.map((name) => `**/${name}.spec.ts`)
// Never against a deployment: these start servers of their own, or read the local database or
// its e2e-only routes (as do the tests tagged @needs-database). deployed-journeys.spec.ts walks the
// admin and lead journeys there instead, through the site alone.
const localOnlySpecs = [
  'admin-auth',
  'admin-setup-link',
  'backup-restore',
  'client-ip',
  'content-editing',
  'editor-guard',
  'inbox-layout',
  'leads-inbox',
  'mail-notifications',
  'owner-lockout',
  'page-history',
  'photo-upload',
  'photos-admin',
  'photos-pages',
  'savings-figures',
  'savings-leads',
  'scheduled-publishing',
  'search-figures',
  'seo-dashboard',
  'seo-drafts',
  'seo-live-edit',
  'staff-redirects',
  'staff-pages',
  'team',
  'unknown-paths',
]
// Server-side requests, the served HTML and the one-journey specs (all the local-only ones):
// the viewport plays no part.
const desktopOnly = specs(
  ...localOnlySpecs,
  'deployed-journeys',
  'hostile-requests',
  'html-validity',
  'seo-head',
  'structured-data',
)
const localOnly = external ? specs(...localOnlySpecs) : []
// Specs that change what other specs read whole: built-in pages (each spec its own), which the
// checks of every page's title, H1, HTML and data read, and the sitemap, which seo-head checks
// holds the built-in pages alone. They run after those checks (a project that depends on the
// others: Playwright runs each round of projects only when the one before has finished), on
// the same server. unknown-paths ('flood') floods the 500 most recent misses, which
// staff-redirects reads, and checks that the build folder does not grow, which a publish
// writes to: it runs alone. With E2E_SCOPE=local-only the whole-site checks run elsewhere (in
// preview mode), so the publishing specs run beside the desktop ones, and the flood after them,
// beside the phone's quote-form tests (they neither publish nor read the misses), so that no
// runner waits idle for the flood alone.
// Playwright runs a project's dependencies whole, whatever files the command names: a run of
// chosen spec files (npx playwright test e2e/x.spec.ts) does without the ordering.
const filesNamed = process.argv.some((arg) => /\.spec(\.ts)?(:\d+)*$/.test(arg))
const localOnlyScope = process.env.E2E_SCOPE === 'local-only'
const publishingAfter = filesNamed || localOnlyScope ? [] : ['phone', 'desktop', 'flood']
const lastRoundAfter = filesNamed || !localOnlyScope ? [] : ['desktop', 'publishing']
const floodSpecs = specs('unknown-paths')
const publishingSpecs = specs(
  'content-editing',
  'editor-guard',
  'page-history',
  'photos-pages',
  'savings-figures',
  'scheduled-publishing',
  'seo-dashboard',
  'seo-drafts',
  'staff-pages',
  'staff-redirects',
)
const needsDatabase = external ? [/@needs-database/] : []
// E2E_SCOPE=local-only runs just those (grep sees the file name and the tags): CI runs them on
// the local build, then everything else in preview mode (scripts/test-all.sh), each test once.
const localOnlyGrep = localOnlyScope
  ? [/@needs-database/, ...localOnlySpecs.map((name) => new RegExp(`\\b${name}\\.spec\\.ts\\b`))]
  : undefined

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  grep: localOnlyGrep,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A failed test runs once more, with a trace: tracing every test took some 40 % more time.
  retries: 1,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  // Past the default 5 s: a panel's save and render can take longer on a loaded 2-core machine.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: 'es-ES',
    launchOptions: chromium,
    trace: 'on-first-retry',
    // No screenshot: Playwright takes one of every page as each test's context closes, to keep if it
    // fails, which cost CPU on every passing test; a failure's retry keeps a trace, with its snapshots.
    screenshot: 'off',
    extraHTTPHeaders: bypassHeaders(process.env.PREVIEW_BYPASS_SECRET),
  },
  projects: [
    // First in the list, so a runner starts the flood (its wait for the proxy's lists included)
    // before the phone's tests of the same round, which the other runner takes meanwhile.
    {
      name: 'flood',
      use: desktop,
      testMatch: floodSpecs,
      testIgnore: localOnly,
      dependencies: lastRoundAfter,
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
      dependencies: lastRoundAfter,
      testIgnore: [...desktopOnly, ...localOnly],
      grepInvert: [/@desktop-only/, ...needsDatabase],
    },
    {
      name: 'desktop',
      use: desktop,
      testIgnore: [...publishingSpecs, ...floodSpecs, ...localOnly],
      grepInvert: [/@phone-only/, ...needsDatabase],
    },
    {
      name: 'publishing',
      use: desktop,
      testMatch: publishingSpecs,
      testIgnore: localOnly,
      dependencies: publishingAfter,
      // A retry would start again on pages the first try already changed: it could only fail.
      retries: 0,
    },
  ],
  webServer: external
    ? undefined
    : {
        // E2E=1: a production build that also holds the e2e-only database route (next.config.ts).
        // E2E_BUILT=1: that build is already in .next-e2e (scripts/test-all.sh builds it once for
        // this suite and the cross-engine smoke suite); otherwise the run builds it first.
        // Pages the last run published are kept in the build's route cache: each run starts from the build's own.
        // SEED_DATA_DIR: a migrated data folder the server starts on a copy of, as in
        // scripts/production-server.sh (scripts/test-all.sh passes the e2e build's own).
        command: `${process.env.SEED_DATA_DIR ? `cp -a '${process.env.SEED_DATA_DIR}' '${process.env.E2E_DATA_DIR}' && ` : ''}${process.env.E2E_BUILT === '1' ? 'rm -rf .next-e2e/server/route-cache && ' : 'npm run build && '}npx next start --hostname 127.0.0.1 --port ${port} ${keepAliveArgs.join(' ')}`,
        url: baseURL,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          E2E: '1',
          LOCAL_DATA_DIR: process.env.E2E_DATA_DIR,
          NEXT_TELEMETRY_DISABLED: '1',
          // Many submissions and sign-ups come from one address during the run; the limits have their own tests.
          LEAD_RATE_LIMIT: '10000',
          AUTH_SIGNUP_LIMIT: '10000',
          AUTH_SIGNUP_GLOBAL_LIMIT: '10000',
        },
      },
})
