#!/usr/bin/env bash
# The e2e suite in preview mode, as CI's preview workflow runs it against a
# deployment: a production build (no e2e-only routes) started on its own with
# an empty data folder, its first admin created through the setup link it
# prints, and Playwright pointed at it with PLAYWRIGHT_BASE_URL.
# Usage: scripts/preview-e2e.sh [playwright options]
# PREVIEW_BUILT=1: .next-preview already holds that build (scripts/test-all.sh builds it as a
# stage of its own); otherwise the script builds it first.
set -euo pipefail
cd "$(dirname "$0")/.."

port=${PREVIEW_PORT:-3400}
export NEXT_DIST_DIR=.next-preview
source scripts/production-server.sh
build_unless_built "${PREVIEW_BUILT:-}" 'Preview mode'
echo "Preview mode: starting a production server on port $port..."
# Idle connections kept open as e2e/keep-alive.ts explains.
start_server "$port" --keepAliveTimeout 120000

link=''
for _ in $(seq 1 300); do
  link=$(grep -o '/auth?setup=[A-Za-z0-9_-]*' "$work/server.log" | head -n 1 || true)
  [ -n "$link" ] && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.5
done
if [ -z "$link" ]; then
  echo 'The preview server printed no setup link:' >&2
  cat "$work/server.log" >&2
  exit 1
fi

# The operator's way in: the test admin signs up through the printed link (e2e/global-setup.ts).
E2E_SETUP_LINK="$link" \
  E2E_ADMIN_EMAIL=admin-preview@pruebas.example.com \
  E2E_ADMIN_PASSWORD="$(node -e "console.log(require('node:crypto').randomBytes(18).toString('base64url'))")" \
  PLAYWRIGHT_BASE_URL="http://127.0.0.1:$port" \
  npx playwright test "$@"
