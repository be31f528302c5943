import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

// The suites that speak SQL to the database as Supabase's API roles, with no
// PGlite object of a TypeScript backend in between: each runs on PGlite and on
// a throwaway PostgreSQL 15 server (tests/support/engines.ts), which this
// project's globalSetup starts once per run, and only when one of them runs.
const sqlSuites = [
  'row-level-security',
  'function-grants',
  'request-limits',
  'lead-pipeline-rls',
  'leads-through-the-site',
  'table-grants',
  'foreign-key-indexes',
  'supabase-export',
  'page-content-rls',
  'lead-invisible-characters',
  'api-role-journeys',
  'page-revisions',
  'page-presence',
  'scheduled-publications',
  'seo-drafts',
  'photos',
  'staff-pages',
  'site-paths',
  'admin-email-format',
  'unpublished-staff-pages',
  'schedules-current-admin',
  'redirect-checks',
  'leads-follow-renames',
  'held-publications',
  'lock-and-compare',
  'team',
  'lead-notes-export',
  'redirect-hits',
  'photo-focal-point',
  'search-figures',
  'lead-estimate',
].map((name) => `<rootDir>/tests/db/${name}.test.ts`)

// Node by default; a test of components says `@jest-environment jsdom` in its first line.
const shared = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The real guard throws outside React Server Components; tests import server modules directly.
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
  },
}

const project = (config) => createJestConfig({ ...shared, ...config })()

/** @type {() => Promise<import('jest').Config>} */
const config = async () => ({
  // PGlite boots a whole Postgres in WebAssembly: a few seconds per database,
  // many more on a loaded machine. The limit catches a test that hangs, not a slow one.
  testTimeout: 120000,
  // Jest's default, one worker fewer than the cores, runs everything in one
  // process on a 2-core runner: the files' databases boot on one core while
  // the other idles. Two workers keep both busy.
  maxWorkers: 2,
  projects: [
    await project({
      displayName: 'unit',
      testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'],
      testPathIgnorePatterns: sqlSuites,
    }),
    await project({
      displayName: 'sql',
      testMatch: sqlSuites,
      globalSetup: '<rootDir>/tests/support/postgres/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/postgres/global-teardown.ts',
    }),
  ],
})

export default config
