#!/usr/bin/env bash
# The cross-engine smoke suite (e2e/engines/): a production e2e build started
# with `next start` on the local backend (an empty data folder, or a copy of
# SEED_DATA_DIR, on its own port), then the checks in Debian's Firefox ESR and
# WebKitGTK. WebKit's MiniBrowser needs a display: without one, a virtual one
# (Xvfb) is started for the run.
# Usage: scripts/engines-smoke.sh   (ENGINES_REPORT=file also writes a JSON report)
# ENGINES_BUILT=1: .next-engines already holds an unused copy of the e2e build (scripts/test-all.sh
# copies the local suite's build before that suite runs, so no third build is made); otherwise
# the script builds it first.
set -euo pipefail
cd "$(dirname "$0")/.."

port=${ENGINES_PORT:-3500}
# E2E=1: the build carries the loopback-only SQL route the quote check reads the lead through.
export E2E=1 NEXT_DIST_DIR=.next-engines
source scripts/production-server.sh
display=''
stop_display() { if [ -n "$display" ]; then kill "$display" 2>/dev/null || true; fi; }
on_exit+=(stop_display)

build_unless_built "${ENGINES_BUILT:-}" 'Engines smoke'
echo "Engines smoke: starting a production server on port $port..."
start_server "$port"
for _ in $(seq 1 120); do
  node -e "fetch('http://127.0.0.1:$port/robots.txt').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" && break
  kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
  sleep 0.5
done

if [ -z "${DISPLAY:-}" ]; then
  number=99
  while [ -e "/tmp/.X11-unix/X$number" ] || [ -e "/tmp/.X$number-lock" ]; do number=$((number + 1)); done
  Xvfb ":$number" -screen 0 1600x1000x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
  display=$!
  export DISPLAY=":$number"
  for _ in $(seq 1 50); do [ -e "/tmp/.X11-unix/X$number" ] && break; sleep 0.1; done
fi

ENGINES_BASE_URL="http://127.0.0.1:$port" node --import tsx e2e/engines/run.ts
