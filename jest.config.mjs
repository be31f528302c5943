import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The real guard throws outside React Server Components; tests import server modules directly.
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
  },
  // PGlite boots a whole Postgres in WebAssembly: a few seconds per database.
  testTimeout: 30000,
  testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'],
}

export default createJestConfig(config)
