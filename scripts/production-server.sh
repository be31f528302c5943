# Sourced by the scripts that run a suite against a production build of their own
# (preview-e2e.sh, engines-smoke.sh), after they export NEXT_DIST_DIR: a temporary work folder
# (the server's data folder, empty unless SEED_DATA_DIR names one to copy, and the logs), the
# build made unless it is already there, and `next start` in a process group of its own, stopped
# with all its children on exit, when the work folder and the build folder are removed too.

work=$(mktemp -d)
export LOCAL_DATA_DIR="$work/pglite" NEXT_TELEMETRY_DISABLED=1
# SEED_DATA_DIR: a migrated data folder the server starts on a copy of, instead of an empty one.
if [ -n "${SEED_DATA_DIR:-}" ]; then cp -a "$SEED_DATA_DIR" "$LOCAL_DATA_DIR"; fi
server=''
# Commands of the sourcing script to run on exit as well (each one word: a function's name).
on_exit=()
cleanup() {
  # The server runs in a process group of its own (setsid): stop all of it.
  if [ -n "$server" ]; then kill -- "-$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  for command in "${on_exit[@]}"; do "$command"; done
  rm -rf "$work" "$NEXT_DIST_DIR"
}
trap cleanup EXIT

# build_unless_built BUILT LABEL: builds into NEXT_DIST_DIR unless BUILT is 1.
build_unless_built() {
  [ "$1" = 1 ] && return
  echo "$2: building the production build..."
  npm run --silent build >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
}

# start_server PORT [next start options...]: starts the build on 127.0.0.1:PORT, logging to $work/server.log.
start_server() {
  local port=$1
  shift
  setsid node_modules/.bin/next start --hostname 127.0.0.1 --port "$port" "$@" >"$work/server.log" 2>&1 &
  server=$!
}
