// Prints one line per runner (unit, e2e, e2e against a preview server, the
// cross-engine smoke suite, whose report has the same counters) and a
// closing total: 'tests: N passed, N failed, N skipped'. Fails on any failure or a missing report.
import { existsSync, readFileSync } from 'node:fs'

const [unitFile, ...e2eFiles] = process.argv.slice(2)
const total = { passed: 0, failed: 0, skipped: 0 }

function add(label, counts) {
  console.log(`${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
  for (const key of Object.keys(total)) total[key] += counts[key]
}

function read(file) {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  console.error(`No test report at ${file}`)
  total.failed += 1
  return null
}

const unit = read(unitFile)
if (unit) {
  add(unitFile, {
    passed: unit.numPassedTests,
    failed: unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0),
    skipped: unit.numPendingTests,
  })
}
for (const file of e2eFiles) {
  const report = read(file)
  if (!report) continue
  const { stats } = report
  add(file, { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped })
}

console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0)
