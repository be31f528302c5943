import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const notFromApp = { group: ['@/app/*'], message: 'components/ and lib/ do not import from app/.' }
const throughDataDoor = {
  group: ['@/lib/data/*', '!@/lib/data/types', '@/lib/db/*'],
  message: 'app/ and components/ read stored data through @/lib/data and its types, never rows or a backend.',
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Imports run down from the routes: app/ keeps the routing, and a server action lives
    // beside the component that calls it.
    files: ['components/**', 'lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [notFromApp] }] },
  },
  {
    // Stored data reaches pages and components as typed values through lib/data's door, never
    // as raw rows or through a backend. (The e2e-only routes read the local database itself.)
    files: ['app/**', 'components/**'],
    ignores: ['app/api/e2e/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [throughDataDoor] }] },
  },
  {
    files: ['components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [notFromApp, throughDataDoor] }] },
  },
  globalIgnores([
    '.next-e2e/**',
    '.next-e2e-*/**',
    '.next-bench/**',
    'reports/**',
    '.next/**',
    'out/**',
    'next-env.d.ts',
    'supabase/functions/**',
    '.data/**',
    'playwright-report/**',
    'test-results/**',
  ]),
])
