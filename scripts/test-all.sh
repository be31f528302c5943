#!/usr/bin/env bash
# Everything CI checks, in order: browser present, lint, types, unit and
# integration tests (Jest), end-to-end tests (Playwright on a production build).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Chromium from Debian (the e2e tests never download a browser)..."
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi

mkdir -p reports
rm -f reports/unit.json reports/e2e.json
status=0
npm run --silent lint || status=1
npm run --silent typecheck || status=1
npm run --silent test:unit -- --json --outputFile=reports/unit.json || status=1
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json npm run --silent test:e2e -- --reporter=list,json || status=1
node scripts/test-summary.mjs reports/unit.json reports/e2e.json || status=1
exit $status
