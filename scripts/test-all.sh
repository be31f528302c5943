#!/usr/bin/env bash
# Everything CI checks, in order: browser, Java and LibreOffice present, the e2e build, lint,
# types, unit and integration tests (Jest), then the end-to-end suite (Playwright) split by what each test
# needs, so each runs once: the tests that need the local e2e build's database on that build,
# then all the others in preview mode, against a production build started on its own as a
# deployment would be (scripts/preview-e2e.sh); last, the cross-engine smoke suite in Firefox
# and WebKit (scripts/engines-smoke.sh) on a copy of the e2e build. Two builds in all. The
# summary prints each stage's time.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's Chromium (its headless shell for the e2e tests, the full browser for the
# benchmarks), Firefox ESR and WebKitGTK's driver (with
# Xvfb for its window when there is no display) for the cross-engine smoke
# suite (nothing ever downloads a browser), Java for the HTML validity test
# (the Nu Html Checker, vnu-jar), LibreOffice Calc for the CSV export's test
# (opened as staff open it) and PostgreSQL 15 for the SQL suites' second
# engine (a throwaway cluster per Jest run), when missing.
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
[ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] || missing+=(webkit2gtk-driver)
[ -n "${DISPLAY:-}" ] || command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v "${JAVA:-java}" >/dev/null 2>&1 || missing+=(default-jre-headless)
command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-calc-nogui)
[ -x "${PG15_BIN:-/usr/lib/postgresql/15/bin}/initdb" ] || missing+=(postgresql-15)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing from Debian: ${missing[*]}..."
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
fi

# glibc's allocator asks for transparent huge pages where the kernel gives them on request: on this
# kind of virtual machine a page fault is dear, and the test processes touch gigabytes of new
# memory (a Jest run took some 7 % less time, its kernel time 10 % less).
export GLIBC_TUNABLES=glibc.malloc.hugetlb=1

mkdir -p reports
rm -f reports/unit.json reports/e2e.json reports/e2e-preview.json reports/engines.json reports/stages.tsv
status=0
# Runs one stage, and writes its name and its time in seconds to reports/stages.tsv for the summary.
stage() {
  local name=$1 started
  shift
  started=$(date +%s)
  "$@" || status=1
  printf '%s\t%s\n' "$name" "$(($(date +%s) - started))" >>reports/stages.tsv
}
# The two production builds, each once: the e2e build (E2E=1, with the e2e-only routes) serves
# the local suite and, from a copy made before that suite changes its pages, the cross-engine
# smoke suite; the plain build is what the preview suite runs against, as a deployment.
# CHECKED_BUILD=1 (next.config.ts): neither build type-checks the tree nor writes a build cache;
# the typecheck stage, after the e2e build so that it sees its route types, checks it once.
# The e2e build migrates a new data folder as it reads its snapshots: kept, each server of the local
# and engines suites starts on a copy of it, as the server would have left it (initdb and every
# migration in WebAssembly cost some 5 CPU-seconds a start, on the path to the first test). The
# preview suite's server makes its own, as a new deployment would.
seed=$(mktemp -d)
trap 'rm -rf "$seed"' EXIT
build_e2e() {
  CHECKED_BUILD=1 E2E=1 LOCAL_DATA_DIR="$seed/pglite" NEXT_TELEMETRY_DISABLED=1 npm run --silent build || return 1
  rm -rf .next-engines
  mkdir .next-engines && tar -C .next-e2e --exclude=./cache -cf - . | tar -C .next-engines -xf -
}
build_preview() {
  local data
  data=$(mktemp -d)
  CHECKED_BUILD=1 NEXT_DIST_DIR=.next-preview LOCAL_DATA_DIR="$data/pglite" NEXT_TELEMETRY_DISABLED=1 npm run --silent build
  local built=$?
  rm -rf "$data"
  return $built
}

# ESLint and tsc each keep one core busy: side by side they take the time of the slower one.
lint_and_typecheck() {
  local failed=0
  npm run --silent lint &
  local lint=$!
  npm run --silent typecheck || failed=1
  wait "$lint" || failed=1
  return $failed
}

stage 'build (e2e)' build_e2e
stage 'lint and typecheck' lint_and_typecheck
stage unit npm run --silent test:unit -- --json --outputFile=reports/unit.json
stage 'e2e (local)' env E2E_BUILT=1 SEED_DATA_DIR="$seed/pglite" E2E_SCOPE=local-only PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json \
  PLAYWRIGHT_HTML_OPEN=never npm run --silent test:e2e -- --reporter=list,json,html
stage 'build (preview)' build_preview
stage 'e2e (preview)' env PREVIEW_BUILT=1 PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e-preview.json \
  bash scripts/preview-e2e.sh --reporter=list,json
stage engines env ENGINES_BUILT=1 SEED_DATA_DIR="$seed/pglite" ENGINES_REPORT=reports/engines.json bash scripts/engines-smoke.sh
node scripts/test-summary.mjs --stages reports/stages.tsv \
  reports/unit.json reports/e2e.json reports/e2e-preview.json reports/engines.json || status=1
exit $status
