// Prints one line per runner (unit, e2e, e2e against a preview server, the
// cross-engine smoke suite, whose report has the same counters) with its time,
// the ten slowest e2e spec files (their tests' time added up, across runners),
// with `--stages file` each stage's wall-clock time as scripts/test-all.sh measured it
// (one 'name<TAB>seconds' line per stage) and their total, and a closing total:
// 'tests: N passed, N failed, N skipped'. Fails on any failure or a missing report.
import { existsSync, readFileSync } from 'node:fs'

const args = process.argv.slice(2)
const stagesAt = args.indexOf('--stages')
const stagesFile = stagesAt === -1 ? undefined : args.splice(stagesAt, 2)[1]
const [unitFile, ...e2eFiles] = args
const total = { passed: 0, failed: 0, skipped: 0 }
const specTimes = new Map()

const seconds = (ms) => `${Math.round(ms / 1000)} s`

function add(label, counts, ms) {
  const time = ms === undefined ? '' : ` in ${seconds(ms)}`
  // A test that passed only on its retry is flaky: said, so it gets looked at.
  const flaky = counts.flaky ? ` (${counts.flaky} only on a retry)` : ''
  console.log(
    `${label}: ${counts.passed} passed${flaky}, ${counts.failed} failed, ${counts.skipped} skipped${time}`,
  )
  for (const key of Object.keys(total)) total[key] += counts[key]
}

function read(file) {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  console.error(`No test report at ${file}`)
  total.failed += 1
  return null
}

/** Adds each spec file's test time (every retry included) from a Playwright report's suites. */
function countSpecTimes(suites = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0)
      specTimes.set(spec.file, (specTimes.get(spec.file) ?? 0) + ms)
    }
    countSpecTimes(suite.suites)
  }
}

const unit = read(unitFile)
if (unit) {
  const ends = unit.testResults.map((result) => result.endTime)
  add(
    unitFile,
    {
      passed: unit.numPassedTests,
      failed: unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0),
      skipped: unit.numPendingTests,
    },
    ends.length ? Math.max(...ends) - unit.startTime : undefined,
  )
}
for (const file of e2eFiles) {
  const report = read(file)
  if (!report) continue
  const { stats } = report
  countSpecTimes(report.suites)
  add(
    file,
    {
      passed: stats.expected + stats.flaky,
      flaky: stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
    },
    stats.duration,
  )
}

if (specTimes.size > 0) {
  console.log('slowest e2e specs (test time, added up across runners):')
  const slowest = [...specTimes].sort((a, b) => b[1] - a[1]).slice(0, 10)
  for (const [spec, ms] of slowest) console.log(`  ${seconds(ms).padStart(6)}  ${spec}`)
}
if (stagesFile && existsSync(stagesFile)) {
  const stages = readFileSync(stagesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map(([name, secondsTaken]) => [name, Number(secondsTaken)])
  const width = Math.max(...stages.map(([name]) => name.length), 'total'.length)
  console.log('stages (wall-clock time):')
  for (const [name, secondsTaken] of stages) console.log(`  ${name.padEnd(width)}  ${secondsTaken} s`)
  const sum = stages.reduce((all, [, secondsTaken]) => all + secondsTaken, 0)
  console.log(`  ${'total'.padEnd(width)}  ${sum} s (${Math.floor(sum / 60)} min ${sum % 60} s)`)
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0)
