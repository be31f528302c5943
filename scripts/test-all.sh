#!/usr/bin/env bash
# Everything CI checks, in order: browser, Java and LibreOffice present, lint, types, unit and
# integration tests (Jest), then the end-to-end suite (Playwright) split by what each test
# needs, so each runs once: the tests that need the local e2e build's database on that build,
# then all the others in preview mode, against a production build started on its own as a
# deployment would be (scripts/preview-e2e.sh); last, the cross-engine smoke suite in Firefox
# and WebKit (scripts/engines-smoke.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's Chromium for the e2e tests, Firefox ESR and WebKitGTK's driver (with
# Xvfb for its window when there is no display) for the cross-engine smoke
# suite (nothing ever downloads a browser), Java for the HTML validity test
# (the Nu Html Checker, vnu-jar), LibreOffice Calc for the CSV export's test
# (opened as staff open it) and PostgreSQL 15 for the SQL suites' second
# engine (a throwaway cluster per Jest run), when missing.
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
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

mkdir -p reports
rm -f reports/unit.json reports/e2e.json reports/e2e-preview.json reports/engines.json
status=0
npm run --silent lint || status=1
npm run --silent typecheck || status=1
npm run --silent test:unit -- --json --outputFile=reports/unit.json || status=1
E2E_SCOPE=local-only PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json PLAYWRIGHT_HTML_OPEN=never \
  npm run --silent test:e2e -- --reporter=list,json,html || status=1
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e-preview.json bash scripts/preview-e2e.sh --reporter=list,json || status=1
ENGINES_REPORT=reports/engines.json bash scripts/engines-smoke.sh || status=1
node scripts/test-summary.mjs reports/unit.json reports/e2e.json reports/e2e-preview.json reports/engines.json || status=1
exit $status
