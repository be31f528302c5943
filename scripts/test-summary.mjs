// Prints one closing line over both test runners: 'tests: N passed, N failed'.
import { existsSync, readFileSync } from 'node:fs'

const [unitFile, e2eFile] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0

if (existsSync(unitFile)) {
  const unit = JSON.parse(readFileSync(unitFile, 'utf8'))
  passed += unit.numPassedTests
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0)
  skipped += unit.numPendingTests
} else {
  console.error(`No unit test report at ${unitFile}`)
  failed += 1
}

if (existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, 'utf8'))
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
  skipped += stats.skipped
} else {
  console.error(`No end-to-end test report at ${e2eFile}`)
  failed += 1
}

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
