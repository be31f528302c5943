import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// The layers, each importing only the ones below it:
//   app/, proxy.ts, instrumentation.ts    routes
//   components/                           UI; a server action lives beside the component that calls it
//   lib/ feature areas                    lib/auth, lib/content, lib/seo, lib/leads, lib/photos…
//   lib/data                              the one door to stored data, whichever backend runs
//   lib/db, lib/backend, lib/supabase     engines and clients, with the process's settings
//                                         (lib/env.ts, lib/build-phase.ts, lib/remote-images.ts)
// and below them all the contracts, which import only each other: content/, lib/validations/,
// every lib/*/types.ts, and supabase/functions/ (the edge functions import nothing of the site).
// (Written as globs throughout: the rule takes no mix of globs and plain paths.)
const routes = ['app/**', '{proxy,instrumentation}.ts']
const contracts = ['content/**', 'lib/validations/**', 'lib/*/types.ts', 'supabase/functions/**']
const engines = ['lib/{db,backend,supabase}/**', 'lib/{env,build-phase,remote-images}.ts']
const ownCode = [...routes, 'components/**', 'lib/**']
// The rule resolves `target` and `from` against the working directory, but not `except`.
const allowing = (...globs) => globs.map((glob) => `${import.meta.dirname}/${glob}`)
const layers = {
  zones: [
    {
      target: contracts,
      from: ownCode,
      except: allowing(...contracts),
      message: 'A contract imports only other contracts.',
    },
    {
      target: engines,
      from: ownCode,
      except: allowing(...contracts, ...engines),
      message: 'Engines and settings import only each other and contracts.',
    },
    {
      target: 'lib/data/**',
      from: ownCode,
      except: allowing(...contracts, ...engines, 'lib/data/**'),
      message: 'lib/data imports no feature area: a feature passes values down to it.',
    },
    {
      target: 'lib/**',
      from: [...routes, 'components/**'],
      message: 'lib/ imports no component or route: it renders nothing.',
    },
    { target: 'components/**', from: routes, message: 'components/ do not import from app/.' },
  ],
}

const throughDataDoor = {
  group: ['@/lib/data/*', '!@/lib/data/types', '@/lib/db/*'],
  message: 'app/ and components/ read stored data through @/lib/data and its types, never rows or a backend.',
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: [...routes, 'components/**', 'lib/**', 'content/**'],
    // Packages are outside the layers: the cycle check need not read them.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', layers],
      // Type-only imports are left out: they vanish from the build.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The content form draws itself: a list or a table of fields holds fields of any kind.
    files: [
      'components/admin/content/content-node.tsx',
      'components/admin/content/list-fields.tsx',
      'components/admin/content/table-fields.tsx',
    ],
    rules: { 'import/no-cycle': 'off' },
  },
  {
    // Stored data reaches pages and components as typed values through lib/data's door, never
    // as raw rows or through a backend. (The e2e-only routes read the local database itself.)
    files: ['app/**', 'components/**'],
    ignores: ['app/api/e2e/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [throughDataDoor] }] },
  },
  globalIgnores([
    '.next-e2e/**',
    '.next-e2e-*/**',
    '.next-bench/**',
    '.next-preview/**',
    '.next-engines/**',
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
