import '@testing-library/jest-dom'
import { configure } from '@testing-library/dom'
import { indexLabelLookup } from './label-lookup'

// How long a waitFor or findBy waits for what it looks for. Testing Library's
// one second is a wall clock that a busy machine misses; a check that passes
// returns at once, so only a failing one waits this long.
configure({ asyncUtilTimeout: 60_000 })

indexLabelLookup()
