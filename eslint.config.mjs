import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
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
