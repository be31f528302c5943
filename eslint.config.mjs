import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Imports run down from the routes: app/ keeps the routing, and a server action lives
    // beside the component that calls it.
    files: ['components/**', 'lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*'], message: 'components/ and lib/ do not import from app/.' }] },
      ],
    },
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
