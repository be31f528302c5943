import '@testing-library/jest-dom'
import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { configure } from '@testing-library/dom'
import { indexLabelLookup } from './label-lookup'

// No test opens the site's own data folder (.data/, a developer's local site): a test file that
// reaches the local database without naming a folder gets a new one of its own. It is set before
// the test file loads lib/env.ts, and made only if something opens it.
process.env.LOCAL_DATA_DIR = path.join(tmpdir(), `test-local-data-${randomUUID()}`, 'pglite')

// How long a waitFor or findBy waits for what it looks for. Testing Library's
// one second is a wall clock that a busy machine misses; a check that passes
// returns at once, so only a failing one waits this long.
configure({ asyncUtilTimeout: 60_000 })

indexLabelLookup()
